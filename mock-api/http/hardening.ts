/**
 * What a json-server-style API needs closed: GET /db (whole-database dump),
 * JSONP (?callback=) and X-HTTP-Method-Override are refused; answers are never cached.
 */
import type { RequestHandler } from 'express';
import { ApiError } from '../errors';

export const hardening: RequestHandler = (req, res, next) => {
  if (req.headers['x-http-method-override'] || req.headers['x-http-method'] || req.headers['x-method-override']) {
    return next(new ApiError(400, 'Method override headers are not supported'));
  }
  if ('callback' in req.query || '_jsonp' in req.query) return next(new ApiError(400, 'JSONP is not supported'));
  if (/^\/db\/?$/i.test(req.path)) return next(new ApiError(404, 'Not found'));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
};
