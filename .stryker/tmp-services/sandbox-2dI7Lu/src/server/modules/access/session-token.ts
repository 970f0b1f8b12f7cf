// @ts-nocheck
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_DAYS = 30;

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
