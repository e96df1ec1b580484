// The HAProxy configuration `npm run cluster` runs with: docs/haproxy.cfg's choices (the production sample) on
// the loopback, plain HTTP, one `server` line per instance in each backend. Why each line is there: docs/haproxy.cfg.
// In short: `api` takes the ready instances (GET /api/ready); when none is ready, the database is away for all of
// them, and `api_live` sends the requests to the live ones anyway (GET /api/health), whose answer is the clear 503
// in the client's language rather than the proxy's own page.

/**
 * `servers`: [{ name, url }]. `trustClientForwardedFor`: keep the client's X-Forwarded-For when it sends one (the
 * benchmark's form answers come "from" 250 addresses); otherwise the proxy writes the address it sees, so no client
 * can pass for another (the login throttle and the rate limits count by it).
 */
export function haproxyConfig({ port, servers, trustClientForwardedFor = false }) {
  const forwardedFor = trustClientForwardedFor
    ? 'http-request set-header X-Forwarded-For %[src] unless { req.hdr(x-forwarded-for) -m found }'
    : 'http-request set-header X-Forwarded-For %[src]';
  const serverLines = servers.map(({ name, url }) => `    server ${name} ${new URL(url).host} check`).join('\n');
  return `# Written by scripts/cluster/lib.mjs for npm run cluster; the production sample is docs/haproxy.cfg.
global
    maxconn 4096

defaults
    mode http
    maxconn 2000
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout http-request 10s
    timeout http-keep-alive 10s
    timeout queue 10s
    timeout check 2s
    timeout tunnel 1h
    option redispatch 1
    retries 2
    retry-on conn-failure empty-response

frontend harmony
    bind 127.0.0.1:${port}
    ${forwardedFor}
    http-request set-header X-Forwarded-Proto http
    use_backend api_live if { nbsrv(api) eq 0 }
    default_backend api

backend api
    balance roundrobin
    option httpchk GET /api/ready
    http-check expect status 200
    default-server inter 500 fall 2 rise 2
    http-request disable-l7-retry unless METH_GET
    http-response set-header X-Served-By %s
${serverLines}

backend api_live
    balance roundrobin
    option httpchk GET /api/health
    http-check expect status 200
    default-server inter 500 fall 2 rise 2
    http-request disable-l7-retry unless METH_GET
    http-response set-header X-Served-By %s
${serverLines}
`;
}
