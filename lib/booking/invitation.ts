import 'server-only';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getEnv } from '@/lib/env';
import { STUDIO_NAME } from '@/lib/site';

// The invitation every booking mail carries (RFC 5545/5546): one UID per booking for its whole
// life, SEQUENCE up with each change, times in UTC and the studio's zone named beside them.

export interface InvitationFacts {
  bookingId: string;
  sequence: number;
  start: Date;
  end: Date;
  studioTimeZone: string;
  visitor: { name: string; email: string };
  summary: string;
  description: string;
  location: string;
  manageUrl: string;
  cancelled: boolean;
}

export const invitationUid = (bookingId: string) => `booking-${bookingId}@${new URL(getEnv().SITE_URL).hostname}`;

export function buildInvitation(facts: InvitationFacts): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const method = facts.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: STUDIO_NAME, product: 'Bookings', language: 'EN' }, method });
  calendar.x([['X-WR-TIMEZONE', facts.studioTimeZone]]);
  calendar.createEvent({
    id: invitationUid(facts.bookingId),
    sequence: facts.sequence,
    stamp: new Date(),
    start: facts.start,
    end: facts.end,
    summary: facts.summary,
    description: facts.description,
    location: facts.location || null,
    url: facts.manageUrl,
    status: facts.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: STUDIO_NAME, email: getEnv().STUDIO_EMAIL },
    attendees: [
      {
        name: facts.visitor.name,
        email: facts.visitor.email,
        role: ICalAttendeeRole.REQ,
        status: facts.cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return { method, content: calendar.toString() };
}
