// Every feature's route plugin, in registration order. A feature exposes one plugin from its index.
import type { FastifyPluginAsync } from 'fastify';

export const features: FastifyPluginAsync[] = [];
