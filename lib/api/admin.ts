import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { TranslationStatus } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import type { AdminSessionInfo } from './admin-team';
import type { TranslationItem, TranslationKind } from '@/lib/content/translations';
import type { AdminProject, ProjectInput } from '@/lib/projects/input';
import type { PreviewAddresses } from '@/lib/projects/preview-urls';
import { detailOf } from './detail';
import { uploadWithProgress } from './upload-with-progress';

// The session is an httpOnly cookie: no token in the browser, where any script could read it.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
    /** A refusal the admin words in its own language: its message's key and values (lib/http/refusal.ts). */
    readonly refusal: { reason: string; values: Record<string, string> } | null = null,
  ) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** The error of a refused call, from its status and its JSON body (`detail`, and a refusal's `reason` with its values). */
export function apiError(status: number, body: unknown): ApiError {
  const { detail: _detail, reason, ...values } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const strings = Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string')) as Record<string, string>;
  return new ApiError(status, detailOf(body), typeof reason === 'string' ? { reason, values: strings } : null);
}

export const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** A call's method and JSON body, as the admin's API reads it. */
export const jsonInit = (method: string, body?: unknown): RequestInit =>
  body === undefined ? { method, headers: JSON_HEADERS } : { method, headers: JSON_HEADERS, body: JSON.stringify(body) };

export async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store', ...init });
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiError(response.status, body);
  return body as T;
}

export interface LoginAnswer {
  username: string;
}

/** The second step of a sign-in: a code from the app, a passkey, or a recovery code, and whether this browser may skip it for 30 days. */
export interface SecondFactor {
  otp?: string;
  recovery_code?: string;
  /** The browser's answer to the passkey question of the previous refusal. */
  passkey?: AuthenticationResponseJSON;
  remember_device?: boolean;
}

/**
 * A sign-in whose password was right but that needs its second step, or whose code was wrong (401
 * with `otp_required`): which factors the person has, and the question for her passkeys.
 */
export class SecondStepNeeded extends ApiError {
  constructor(
    detail: string | null,
    readonly authenticatorApp: boolean,
    readonly passkeyOptions: PublicKeyCredentialRequestOptionsJSON | null,
  ) {
    super(401, detail);
  }
}

/** Signs in; throws SecondStepNeeded when the account asks for a code, ApiError for any other refusal. */
export async function login(username: string, password: string, second: SecondFactor = {}): Promise<LoginAnswer> {
  const response = await fetch('/api/admin/login', {
    credentials: 'same-origin',
    cache: 'no-store',
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ username, password, ...second }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as LoginAnswer;
  // `otp_required` is a flag, not a worded refusal: apiError keeps only string values.
  if (response.status === 401 && body && typeof body === 'object' && 'otp_required' in body && body.otp_required === true) {
    const step = body as { authenticator_app?: boolean; passkey_options?: PublicKeyCredentialRequestOptionsJSON | null };
    throw new SecondStepNeeded(detailOf(body), step.authenticator_app !== false, step.passkey_options ?? null);
  }
  throw apiError(response.status, body);
}

export async function logout(): Promise<void> {
  await request<void>('/api/admin/logout', { method: 'POST' });
}

export function verifySession(): Promise<AdminSessionInfo> {
  return request('/api/admin/verify', { headers: JSON_HEADERS });
}

export function listAdminProjects(): Promise<AdminProject[]> {
  return request('/api/admin/projects', { headers: JSON_HEADERS });
}

export function createProject(input: ProjectInput): Promise<AdminProject> {
  return request('/api/projects', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(input) });
}

export function updateProject(id: string, input: ProjectInput): Promise<AdminProject> {
  return request(`/api/projects/${encodeURIComponent(id)}`, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(input) });
}

export function previewProject(input: ProjectInput): Promise<PreviewAddresses> {
  return request('/api/admin/projects/preview', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(input) });
}

export async function deleteProject(id: string): Promise<void> {
  await request<void>(`/api/projects/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Every project, product and testimonial with a missing or outdated translation, per language. */
export async function listTranslationWork(): Promise<TranslationItem[]> {
  const { items } = await request<{ items: TranslationItem[] }>('/api/admin/translations', { headers: JSON_HEADERS });
  return items;
}

/** Marks a record's translations in `locale` as checked against today's default texts; answers its new status. */
export function markTranslationChecked(body: {
  kind: TranslationKind;
  id: string;
  locale: Locale;
}): Promise<{ translation_status: TranslationStatus }> {
  return request('/api/admin/translations/checked', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
}

export async function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { status, body } = await uploadWithProgress('/api/upload/image', form, {}, onProgress);
  const imageUrl = body && typeof body === 'object' && 'image_url' in body && typeof body.image_url === 'string' ? body.image_url : null;
  if (status < 200 || status >= 300 || !imageUrl) throw apiError(status, body);
  onProgress(100);
  return imageUrl;
}
