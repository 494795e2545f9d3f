// The anchor of `npm run bench:api`: a bare Fastify 5 hello-world (the project's own fastify), so
// every API figure can be read as a fraction of what the framework does with nothing to do.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
