import 'server-only';
import { NextResponse } from 'next/server';
import { NO_STORE } from '@/lib/http/responses';
import { SlotTaken } from './availability';

/** A lost slot answers 409 with the next free times beside the detail; anything else goes on to `handle`. */
export async function slotTakenResponse(write: () => Promise<Response>): Promise<Response> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof SlotTaken)) throw error;
    return NextResponse.json({ detail: error.detail, slots: error.slots }, { status: 409, headers: NO_STORE });
  }
}
