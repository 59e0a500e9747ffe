#!/usr/bin/env python3
"""Measuring aid (issue 24): `python3 e2e/cpuSplit.py <command...>` runs the command in a cpuacct
cgroup of its own (as /usr/local/bin/cpurun does), samples every process in it every 0.2 s
(utime+stime from /proc/<pid>/stat) and prints, at the end, the cgroup's CPU seconds and their
split by process kind: Chromium's renderers, GPU and browser processes, the previews, the
Playwright runner and workers. E.g. `python3 e2e/cpuSplit.py env ATELIER_E2E_PORT=7600 npx
playwright test e2e/tasks e2e/titles --project web --workers 1 --reporter dot`. A process that
exits between two samples loses at most 0.2 s (the "unsampled" line)."""
import os, sys, time, subprocess, collections, re
HZ = os.sysconf('SC_CLK_TCK')
group = f'/sys/fs/cgroup/cpuacct/cpusplit-{os.getpid()}'
os.makedirs(group, exist_ok=True)
with open(f'{group}/cgroup.procs', 'w') as f: f.write(str(os.getpid()))
seen = {}  # pid -> (kind, cpu)
def kind(cmd):
    if 'chromium' in cmd or 'headless_shell' in cmd or 'chrome' in cmd:
        m = re.search(r'--type=([\w-]+)', cmd)
        t = m.group(1) if m else 'browser'
        if t == 'utility':
            m2 = re.search(r'--utility-sub-type=([\w.]+)', cmd); t = 'utility:' + (m2.group(1) if m2 else '?')
        return 'chromium ' + t
    if 'scripts/web' in cmd or 'web.mjs' in cmd or 'web-preview' in cmd: return 'preview (node)'
    if 'renderWorker' in cmd: return 'render worker'
    if 'ffmpeg' in cmd: return 'ffmpeg'
    if 'sox' in cmd: return 'sox'
    if 'playwright' in cmd and ('workerMain' in cmd or 'processHost' in cmd): return 'pw worker'
    if 'playwright' in cmd: return 'pw runner'
    if 'esbuild' in cmd: return 'esbuild'
    return 'other:' + cmd[:60]
def sample():
    try: pids = open(f'{group}/cgroup.procs').read().split()
    except Exception: return
    for pid in pids:
        try:
            st = open(f'/proc/{pid}/stat').read()
            rest = st[st.rindex(')')+2:].split()
            cpu = (int(rest[11]) + int(rest[12])) / HZ
            if pid not in seen or 'zygote' in seen[pid][0] or 'other' in seen[pid][0]:
                cmd = open(f'/proc/{pid}/cmdline').read().replace('\0', ' ')
                seen[pid] = (kind(cmd), cpu, cmd)
            else:
                seen[pid] = (seen[pid][0], cpu, seen[pid][2])
        except Exception: pass
start = time.time()
p = subprocess.Popen(sys.argv[1:])
while p.poll() is None:
    sample(); time.sleep(0.2)
usage = int(open(f'{group}/cpuacct.usage').read()) / 1e9
with open('/sys/fs/cgroup/cpuacct/cgroup.procs', 'w') as f: f.write(str(os.getpid()))
try: os.rmdir(group)
except Exception: pass
tot = collections.Counter(); n = collections.Counter()
for k, c, _ in seen.values(): tot[k] += c; n[k] += 1
print(f'\ncpusplit: {usage:.1f} CPU s total (cgroup), {time.time()-start:.1f} wall s, exit {p.returncode}', file=sys.stderr)
for k, c in tot.most_common():
    if c >= 0.3: print(f'  {c:7.1f} s  {n[k]:4d} procs  {k}', file=sys.stderr)
print(f'  {usage - sum(tot.values()):7.1f} s  unsampled (short-lived/exited between samples)', file=sys.stderr)
sys.exit(p.returncode)
