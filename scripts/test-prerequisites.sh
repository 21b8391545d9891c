#!/usr/bin/env bash
# What `npm test` needs besides Node, brought in before the first test runs:
# - Debian's Chromium (browser tests), poppler-utils (PDFs read back), an Arabic font (fallback text
#   in screenshots), nginx (the deployment tests run the repository's own nginx config), build tools
#   (better-sqlite3 compiles from source here) and a PostgreSQL server on 127.0.0.1:5432 with a
#   database `test` (the data tests run on both databases);
# - the project's npm dependencies when node_modules is missing or older than package-lock.json.
# As root on Debian it installs what is missing with apt-get and starts PostgreSQL; otherwise it
# names the one command that would, and stops. TEST_DATABASE_URL set: that server is used as it is.
set -Eeuo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

say() { printf '[test prerequisites] %s\n' "$*"; }

node -e 'const [major, minor] = process.versions.node.split(".").map(Number); if (!(major === 20 && minor >= 19) && !(major === 22 && minor >= 12) && major < 23) { console.error(`Node ${process.version} is too old: this project needs Node >= 20.19`); process.exit(1); }'

packages=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || packages+=(chromium)
if ! { command -v fc-list >/dev/null && [ -n "$(fc-list :lang=ar family 2>/dev/null)" ]; }; then packages+=(fonts-noto-core); fi
{ command -v make >/dev/null && command -v g++ >/dev/null; } || packages+=(build-essential)
command -v python3 >/dev/null || packages+=(python3)
command -v pdftotext >/dev/null || packages+=(poppler-utils)
{ command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; } || packages+=(nginx)
pg_installed=true
if [ -z "${TEST_DATABASE_URL:-}" ] && ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
  # A server may still answer on the port from elsewhere (a container, another install).
  if ! (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then pg_installed=false; packages+=(postgresql); fi
fi

can_install=false
[ "$(id -u)" = 0 ] && command -v apt-get >/dev/null && can_install=true

if [ "${#packages[@]}" -gt 0 ]; then
  if [ "$can_install" = true ]; then
    say "installing: ${packages[*]}"
    apt-get update -q
    apt-get install -y -q --no-install-recommends "${packages[@]}"
  else
    say "missing: ${packages[*]}. Install them with:"
    say "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages[*]}"
    exit 1
  fi
fi

pg_up() {
  if command -v pg_isready >/dev/null; then pg_isready -q -h 127.0.0.1 -p 5432; else (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; fi
}
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  say "TEST_DATABASE_URL is set: the data tests use that server"
else
  if [ "$pg_installed" = false ] && [ "$can_install" = true ]; then
    # Installed just now: let the tests connect from 127.0.0.1 without a password.
    for hba in /etc/postgresql/*/main/pg_hba.conf; do
      grep -qE '^host\s+all\s+all\s+127\.0\.0\.1/32\s+trust' "$hba" || sed -i '1i host all all 127.0.0.1/32 trust' "$hba"
    done
  fi
  if ! pg_up; then
    if [ "$can_install" = true ] && ls /etc/postgresql/*/main >/dev/null 2>&1; then
      say "PostgreSQL is not answering: starting it"
      for version in $(ls /etc/postgresql); do
        pg_ctlcluster --skip-systemctl-redirect "$version" main start || pg_ctlcluster --skip-systemctl-redirect "$version" main restart || true
      done
    fi
  elif [ "$pg_installed" = false ] && [ "$can_install" = true ]; then
    for version in $(ls /etc/postgresql); do pg_ctlcluster --skip-systemctl-redirect "$version" main reload || true; done
  fi
  for _ in $(seq 1 30); do pg_up && break; sleep 1; done
  if ! pg_up; then
    say "PostgreSQL does not answer on 127.0.0.1:5432. Start it (sudo pg_ctlcluster <version> main start),"
    say "or point TEST_DATABASE_URL at a server, or run the data tests on SQLite only with DATA_TEST_DIALECTS=sqlite."
    exit 1
  fi
  # The data tests create their databases from the database `test` (test/helpers/test-database.ts).
  if command -v psql >/dev/null; then
    if [ "$(psql -h 127.0.0.1 -U postgres -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'test'")" != "1" ]; then
      say "creating database test"
      psql -h 127.0.0.1 -U postgres -d postgres -c 'CREATE DATABASE test'
    fi
  fi
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing the npm dependencies (npm ci)"
  npm ci --no-audit --no-fund
fi
say "ready"
