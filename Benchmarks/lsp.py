#!/usr/bin/env python3
"""Language-server latency of two tiplint binaries on one app, measured in the same run.

    Benchmarks/lsp.py OLD_BINARY NEW_BINARY APP_FOLDER [FILE_IN_APP]

For each binary (each started fresh as `BINARY lsp`, speaking LSP over stdio, as an editor does):
- first diagnostics after `initialize` + `didOpen`, with the project's facts cache removed
  first (cold) and again with the cache the cold run left (warm; binaries without a cache
  just run cold twice);
- the median time from a `didChange` to the diagnostics for that version, over 20 changes
  made one at a time;
- ten changes 50 ms apart: the time from the last change to the diagnostics for its version.
Prints each figure and the new/old ratio. FILE_IN_APP defaults to the first Swift file of the
app that declares a tip. Asserts nothing.
"""
import json
import os
import queue
import shutil
import statistics
import subprocess
import sys
import threading
import time


class Server:
    def __init__(self, binary, root):
        self.process = subprocess.Popen([binary, "lsp"], cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.messages = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            body = stream.read(length)
            self.messages.put((time.monotonic(), json.loads(body)))

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == self.next_id)[1]

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait(self, predicate, timeout=120):
        deadline = time.monotonic() + timeout
        while True:
            at, message = self.messages.get(timeout=max(0.01, deadline - time.monotonic()))
            if predicate(message):
                return at, message

    def diagnostics(self, uri, version):
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri and m["params"].get("version") == version)[0]

    def stop(self):
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()


def first_diagnostics(binary, root, path, text):
    server = Server(binary, root)
    start = time.monotonic()
    server.request("initialize", {"processId": os.getpid(), "rootUri": "file://" + root, "capabilities": {}})
    server.notify("initialized", {})
    uri = "file://" + path
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
    elapsed = server.diagnostics(uri, 1) - start
    return server, uri, elapsed


def measure(binary, root, path):
    text = open(path, encoding="utf-8").read()
    shutil.rmtree(os.path.join(root, ".tiplint-cache"), ignore_errors=True)
    server, uri, cold = first_diagnostics(binary, root, path, text)
    server.stop()
    server, uri, warm = first_diagnostics(binary, root, path, text)
    version = 1
    latencies = []
    for change in range(20):
        version += 1
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                 "contentChanges": [{"text": text + "\n// edit %d\n" % change}]})
        sent = time.monotonic()
        latencies.append(server.diagnostics(uri, version) - sent)
    for change in range(10):
        version += 1
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                 "contentChanges": [{"text": text + "\n// burst %d\n" % change}]})
        last = time.monotonic()
        if change < 9:
            time.sleep(0.05)
    burst = server.diagnostics(uri, version) - last
    server.stop()
    shutil.rmtree(os.path.join(root, ".tiplint-cache"), ignore_errors=True)
    return {"first diagnostics, cold cache": cold, "first diagnostics, warm cache": warm,
            "didChange → diagnostics (median of 20)": statistics.median(latencies),
            "10 changes 50 ms apart: last → its diagnostics": burst}


def tip_file(root):
    for folder, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if not f.startswith(".") and f not in ("Pods", "DerivedData"))
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8", errors="replace") as file:
                    text = file.read()
                if ": Tip {" in text or ": Tip," in text:
                    return path
    sys.exit("no Swift file declaring a tip under " + root)


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    old, new = (os.path.realpath(b) for b in sys.argv[1:3])
    root = os.path.realpath(sys.argv[3])
    path = os.path.realpath(os.path.join(root, sys.argv[4])) if len(sys.argv) > 4 else tip_file(root)
    print("app %s, document %s" % (root, os.path.relpath(path, root)))
    before, after = measure(old, root, path), measure(new, root, path)
    print("%-48s %9s %9s %7s" % ("", "old_s", "new_s", "ratio"))
    for name in before:
        print("%-48s %9.3f %9.3f %7.2f" % (name, before[name], after[name], after[name] / before[name]))


if __name__ == "__main__":
    main()
