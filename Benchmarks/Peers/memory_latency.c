// How long a random read takes on this machine when each read needs the one before (a tree
// search) and when the addresses are known a few reads ahead and asked for early: the physics
// behind the look-up's cost at 100,000 routes (Benchmarks/README.md, issue #11).
//
//     cc -O2 -o /tmp/memory-latency Benchmarks/Peers/memory_latency.c
//     taskset -c 0 /tmp/memory-latency 1 4 16 33 64
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec + now.tv_nsec * 1e-9;
}

// One read per cache line of `megabytes`, in a random cycle; `ahead` reads later asked for early.
static double nanoseconds_per_read(size_t megabytes, int ahead) {
    size_t lines = megabytes * 1024 * 1024 / 64;
    uint64_t *memory = aligned_alloc(64, lines * 64);
    uint32_t *order = malloc(lines * sizeof *order);
    for (size_t i = 0; i < lines; i++) order[i] = (uint32_t)i;
    srand(1);
    for (size_t i = lines - 1; i > 0; i--) {
        size_t j = (size_t)rand() % (i + 1);
        uint32_t swap = order[i]; order[i] = order[j]; order[j] = swap;
    }
    for (size_t i = 0; i < lines; i++) memory[order[i] * 8] = order[(i + 1) % lines];
    const size_t reads = 2000000;
    uint64_t at = order[0];
    double start = seconds();
    for (size_t i = 0; i < reads; i++) {
        if (ahead) __builtin_prefetch(&memory[order[(i + ahead) % lines] * 8]);
        at = memory[at * 8];
    }
    double elapsed = seconds() - start;
    if (at == UINT64_MAX) puts("");  // keeps the chain from being optimised away
    free(order);
    free(memory);
    return elapsed / reads * 1e9;
}

int main(int argc, char **argv) {
    printf("| memory | each read waits for the last | the next read asked for 2 ahead |\n|---:|---:|---:|\n");
    for (int i = 1; i < argc; i++) {
        size_t megabytes = (size_t)atoi(argv[i]);
        printf("| %zu MB | %.0f ns | %.0f ns |\n", megabytes, nanoseconds_per_read(megabytes, 0), nanoseconds_per_read(megabytes, 2));
    }
    return 0;
}
