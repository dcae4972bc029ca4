/** Uploaded images: upload, read and the images a record holds. */
import type { Feature } from '../feature.js';
import { registerImageRoutes } from './image-routes.js';

export const uploadsFeature: Feature = {
  name: 'uploads',
  register(app, context, { uploads }) {
    registerImageRoutes(app, context, uploads);
  },
};
