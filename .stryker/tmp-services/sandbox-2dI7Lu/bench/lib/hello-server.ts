// @ts-nocheck
import Fastify from 'fastify';

// bench:http's baseline: a bare Fastify hello-world, started the same way as the app (node --import tsx).
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('hello-world listening');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
