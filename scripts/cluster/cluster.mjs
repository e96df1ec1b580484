#!/usr/bin/env node
// `DATABASE_URL=postgres://… npm run cluster [-- --instances 3 --port 3000]`: builds the web app when it is stale
// (as npm start does), then runs N API instances on that PostgreSQL behind HAProxy on 127.0.0.1:<port>, until
// Ctrl+C or SIGTERM stops them all (each drains first).
import { parseArgs } from 'node:util';
import { buildWebIfStale } from '../lib/web-build.mjs';
import { requireHaproxy, startCluster } from './lib.mjs';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: '3000' },
  },
});
const instances = Number(values.instances);
const port = Number(values.port);

const fail = (message) => {
  console.error(message);
  process.exit(1);
};
if (!Number.isInteger(instances) || instances < 1) fail('--instances must be a whole number, 1 or more.');
if (!Number.isInteger(port) || port < 1 || port > 65_535) fail('--port must be a port number.');
// Checked before the build, which takes a while: the cluster would refuse afterwards anyway.
if (!process.env.DATABASE_URL) {
  fail('npm run cluster needs DATABASE_URL (PostgreSQL): DATABASE_URL=postgres://user@host:5432/harmony npm run cluster');
}
try {
  requireHaproxy();
} catch (error) {
  fail(error.message);
}

// WEB_DIST names a build made elsewhere (every instance serves that one); otherwise the default one, kept fresh.
if (!process.env.WEB_DIST) buildWebIfStale();

let cluster;
try {
  cluster = await startCluster({ instances, port });
} catch (error) {
  fail(error.message);
}

console.log('\n1CRM Harmony cluster:');
for (const node of cluster.nodes) console.log(`  api${node.id}: ${node.url} (pid ${node.pid})`);
console.log(`  HAProxy: ${cluster.url} (pid ${cluster.proxyPid}), round robin, health checks on /api/ready`);
console.log('Open the proxy\'s address; X-Served-By names the instance that answered. Ctrl+C stops everything.\n');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the instances (each drains first), then HAProxy…`);
    cluster.stop().then(() => process.exit(0), (error) => fail(error.message));
  });
}
