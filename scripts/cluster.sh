#!/usr/bin/env bash
# Several Penknife servers on one PostgreSQL behind HAProxy, all on loopback: what a site that outgrows one machine
# runs, on this one. Debian's postgresql and haproxy packages are installed if missing.
#
#   scripts/cluster.sh start [N]   a throwaway PostgreSQL, N servers (default 3) and HAProxy in front; waits until
#                                  every part is healthy and prints the load balancer's URL last
#   scripts/cluster.sh status      each part: its address, process and health
#   scripts/cluster.sh kill I      SIGKILLs server I (1…N), as a crash would
#   scripts/cluster.sh restart I   starts server I again (after a kill), or stops and starts it; waits until ready
#   scripts/cluster.sh stop        ends all of it and removes its data
#
# Environment: PENKNIFE_BIN (default: the release binary `make build` makes), PENKNIFE_CLUSTER_DIR (default
# $TMPDIR/penknife-cluster), PENKNIFE_CLUSTER_PORT (the load balancer's, default 8090; server I listens on PORT+I,
# its /metrics on PORT+100+I, PostgreSQL on PORT+200).
#
# HAProxy sends each request to the next ready server (round robin), checks /api/health/ready every second and stops
# sending to a server that fails it twice (or whose port refuses), and appends the client's address to
# X-Forwarded-For, which the servers read (--trusted-proxy) so per-client limits apply to the real client. What the
# servers share is in PostgreSQL: accounts, sessions, pastes, the generated JWT secret and every rate limit's counter.
set -euo pipefail
cd "$(dirname "$0")/.."

DIR=${PENKNIFE_CLUSTER_DIR:-${TMPDIR:-/tmp}/penknife-cluster}
PORT=${PENKNIFE_CLUSTER_PORT:-8090}
PG_PORT=$((PORT + 200))
BIN=${PENKNIFE_BIN:-${CARGO_TARGET_DIR:-target}/release/penknife}
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
URL=http://127.0.0.1:$PORT

postgres() { PENKNIFE_TEST_POSTGRES_PORT=$PG_PORT PENKNIFE_POSTGRES_DIR=$DIR/postgres scripts/test-postgres.sh "$@"; }
server_count() { cat "$DIR/servers" 2>/dev/null || echo 0; }
pid_alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }
ready() { curl -fsS -o /dev/null --max-time 2 "$1/api/health/ready"; }

# Waits up to 60 s for `ready URL`; on failure says which part and where its log is.
wait_ready() {
  local url=$1 what=$2 log=$3
  for _ in $(seq 600); do
    ready "$url" && return 0
    if [ "$what" != "load balancer" ] && ! pid_alive "$DIR/$what.pid"; then
      echo "cluster: $what exited; its log: $log" >&2
      tail -n 20 "$log" >&2
      return 1
    fi
    sleep 0.1
  done
  echo "cluster: $what is not ready after 60 s; its log: $log" >&2
  return 1
}

start_server() {
  local i=$1 database_url
  database_url=$(cat "$DIR/database-url")
  mkdir -p "$DIR/server-$i"
  # A new session so `stop` and `kill` reach the server alone, not this script.
  PENKNIFE_SITE_URL=$URL setsid "$BIN" serve --addr "127.0.0.1:$((PORT + i))" --data-dir "$DIR/server-$i" \
    --database-url "$database_url" --trusted-proxy true --metrics-addr "127.0.0.1:$((PORT + 100 + i))" \
    --log-format json >>"$DIR/server-$i.log" 2>&1 </dev/null &
  echo $! >"$DIR/server-$i.pid"
}

haproxy_config() {
  cat <<EOF
global
    maxconn 4096
    pidfile $DIR/haproxy.pid

defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    # The client's address, appended to X-Forwarded-For (the servers read its last entry).
    option forwardfor
    # A request that could not reach a server (its port refused) goes to another; one a server received is not
    # sent twice (a POST could be applied twice).
    retries 2
    option redispatch

frontend penknife
    bind 127.0.0.1:$PORT
    default_backend servers

backend servers
    balance roundrobin
    option httpchk GET /api/health/ready
    http-check expect status 200
    default-server inter 1s fall 2 rise 1
EOF
  for i in $(seq "$(server_count)"); do
    echo "    server s$i 127.0.0.1:$((PORT + i)) check"
  done
}

start() {
  local n=${1:-3}
  [ -x "$BIN" ] || { echo "cluster: no server binary at $BIN (run make build, or set PENKNIFE_BIN)" >&2; exit 1; }
  if [ -f "$DIR/servers" ]; then
    echo "cluster: already started in $DIR (scripts/cluster.sh stop first)" >&2
    exit 1
  fi
  if ! command -v haproxy >/dev/null; then
    echo "installing HAProxy from Debian's packages…" >&2
    $SUDO apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq haproxy >&2
  fi
  mkdir -p "$DIR"
  # PostgreSQL runs as its own user (as root: `postgres`), which must reach its folder inside.
  chmod 755 "$DIR"
  echo "$n" >"$DIR/servers"
  postgres >"$DIR/database-url"
  for i in $(seq "$n"); do start_server "$i"; done
  for i in $(seq "$n"); do wait_ready "http://127.0.0.1:$((PORT + i))" "server-$i" "$DIR/server-$i.log"; done
  haproxy_config >"$DIR/haproxy.cfg"
  haproxy -f "$DIR/haproxy.cfg" -D >"$DIR/haproxy.log" 2>&1
  wait_ready "$URL" "load balancer" "$DIR/haproxy.log"
  echo "$URL"
}

status() {
  [ -f "$DIR/servers" ] || { echo "cluster: not started"; return 0; }
  local state
  state=$(pid_alive "$DIR/haproxy.pid" && echo running || echo stopped)
  echo "load balancer  $URL  haproxy $state"
  for i in $(seq "$(server_count)"); do
    local at=http://127.0.0.1:$((PORT + i)) health
    health=$(ready "$at" && echo ready || echo "not ready")
    state=$(pid_alive "$DIR/server-$i.pid" && echo "running (pid $(cat "$DIR/server-$i.pid"))" || echo stopped)
    echo "server $i       $at  $state, $health; metrics http://127.0.0.1:$((PORT + 100 + i))/metrics"
  done
  echo "postgresql     $(cat "$DIR/database-url")"
}

kill_server() {
  local i=$1
  pid_alive "$DIR/server-$i.pid" && kill -KILL "$(cat "$DIR/server-$i.pid")"
  rm -f "$DIR/server-$i.pid"
}

restart_server() {
  local i=$1
  if pid_alive "$DIR/server-$i.pid"; then
    kill -TERM "$(cat "$DIR/server-$i.pid")"
    while pid_alive "$DIR/server-$i.pid"; do sleep 0.1; done
  fi
  start_server "$i"
  wait_ready "http://127.0.0.1:$((PORT + i))" "server-$i" "$DIR/server-$i.log"
}

stop() {
  [ -d "$DIR" ] || return 0
  pid_alive "$DIR/haproxy.pid" && kill -TERM "$(cat "$DIR/haproxy.pid")"
  for i in $(seq "$(server_count)"); do
    pid_alive "$DIR/server-$i.pid" && kill -TERM "$(cat "$DIR/server-$i.pid")"
  done
  for i in $(seq "$(server_count)"); do
    while pid_alive "$DIR/server-$i.pid"; do sleep 0.1; done
  done
  postgres stop || true
  rm -rf "$DIR"
}

case ${1:-} in
  start) start "${2:-3}" ;;
  status) status ;;
  kill) kill_server "${2:?which server}" ;;
  restart) restart_server "${2:?which server}" ;;
  stop) stop ;;
  *) sed -n '2,13p' "$0" >&2; exit 2 ;;
esac
