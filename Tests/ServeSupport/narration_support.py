"""What narration says for a run of script steps, from `tuishell script` itself: the lines a served
page's live region or a narrated SSH session must show after the same keys."""
import subprocess


def narrated(binary, *steps, wait=15):
    """The lines `binary script -` prints for `steps` (script lines such as `key j`) followed by
    `narration`."""
    script = "".join(step + "\n" for step in steps) + "narration\n"
    result = subprocess.run([binary, "script", "-"], input=script, capture_output=True, text=True, timeout=wait)
    if result.returncode != 0:
        raise AssertionError(f"{binary} script failed ({result.returncode}): {result.stderr}")
    return result.stdout.splitlines()
