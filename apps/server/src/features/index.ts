// Every feature's route plugin, in registration order. A feature exposes one plugin from its index.
import type { FastifyPluginAsync } from 'fastify';
import { appConfigFeature } from './app-config/index.ts';
import { authFeature } from './auth/index.ts';
import { devOutboxFeature } from './dev-outbox/index.ts';
import { profileFeature } from './profile/index.ts';

export const features: FastifyPluginAsync[] = [
  appConfigFeature,
  authFeature,
  profileFeature,
  devOutboxFeature,
];
