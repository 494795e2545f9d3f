// Every feature's route plugin, in registration order. A feature exposes one plugin from its index.
import type { FastifyPluginAsync } from 'fastify';
import { appConfigFeature } from './app-config/index.ts';

export const features: FastifyPluginAsync[] = [
  appConfigFeature,
];
