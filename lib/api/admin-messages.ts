import { messageQueryString, type AdminMessage, type MessageList, type MessagePatch, type MessageQueryInput } from '@/lib/inbox/query';
import { JSON_HEADERS, request } from './admin';

export const MESSAGES_PATH = '/api/admin/messages';
export const UNREAD_MESSAGES_PATH = `${MESSAGES_PATH}/unread`;

export const messageListPath = (query: MessageQueryInput) => `${MESSAGES_PATH}${messageQueryString(query)}`;
export const messagePath = (id: string) => `${MESSAGES_PATH}/${encodeURIComponent(id)}`;
export const messageExportPath = (query: MessageQueryInput) => `${MESSAGES_PATH}/export${messageQueryString(query)}`;

export function fetchMessageList(path: string): Promise<MessageList> {
  return request(path, { headers: JSON_HEADERS });
}

export function fetchMessage(id: string): Promise<AdminMessage> {
  return request(messagePath(id), { headers: JSON_HEADERS });
}

export function updateMessage(id: string, patch: MessagePatch): Promise<AdminMessage> {
  return request(messagePath(id), { method: 'PATCH', headers: JSON_HEADERS, body: JSON.stringify(patch) });
}

export async function deleteMessage(id: string): Promise<void> {
  await request<void>(messagePath(id), { method: 'DELETE' });
}

export async function fetchUnreadCount(): Promise<number> {
  return (await request<{ unread: number }>(UNREAD_MESSAGES_PATH, { headers: JSON_HEADERS })).unread;
}
