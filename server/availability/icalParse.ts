/**
 * Reading another channel's calendar (ICAL_IMPORTS) into the nights it blocks, within bounds:
 * at most `maxEvents` events, each read as a stay (start day to end day) and clipped to the
 * window the site sells; the stays are merged as intervals before a single night is listed, so a
 * feed yields at most the window's nights however many or however long its stays are. Dates
 * outside the years 1900–9999, and stays wholly outside the window, are skipped. Runs in a worker
 * thread (icalParse.worker.ts), so a big feed never holds up the server's event loop.
 */
import ICAL from 'ical.js';
import { stayNights } from '../../src/domain/availability';
import { addDays } from '../../src/domain/dates';

/** What a feed may hold; over a limit it is refused (and its last good nights stay). */
export interface FeedLimits {
  /** Most VEVENTs in one feed. */
  maxEvents: number;
}

export const DEFAULT_FEED_LIMITS: FeedLimits = { maxEvents: 10_000 };

/** A feed the server will not read: the reason is logged and shown by the health check. */
export class FeedRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'FeedRefusedError';
  }
}

/** The nights a feed blocks, and what reading it came to. */
export interface FeedNights {
  nights: string[];
  events: number;
  /** Stays after merging overlapping and adjacent ones, within the window. */
  stays: number;
}

/** A stay as [first night, day after the last night), both YYYY-MM-DD. */
type Stay = [string, string];

const DAY = /^(19\d\d|[2-9]\d\d\d)-\d\d-\d\d$/;

/** The date part of an ical.js time, in the calendar's own day (a date, or a date-time as written). */
function dayOf(time: ICAL.Time): string {
  return time.toString().slice(0, 10);
}

/** An event's end: DTEND, or DTSTART plus DURATION; null when it has neither. */
function endOf(component: ICAL.Component, start: ICAL.Time): ICAL.Time | null {
  const end = component.getFirstPropertyValue('dtend');
  if (end instanceof ICAL.Time) return end;
  const duration = component.getFirstPropertyValue('duration');
  if (!(duration instanceof ICAL.Duration)) return null;
  const computed = start.clone();
  computed.addDuration(duration);
  return computed;
}

/** Counts VEVENTs in the raw text, so an oversized feed is refused before it is parsed. */
function countEvents(text: string): number {
  let count = 0;
  for (let at = text.indexOf('BEGIN:VEVENT'); at !== -1; at = text.indexOf('BEGIN:VEVENT', at + 12)) count += 1;
  return count;
}

/**
 * The stays of a calendar's events that are not cancelled, clipped to [from, to): an event
 * covers the nights from its start day to its end day (one without an end, or a timed event
 * ending the same day, takes its start night). Throws on text that is not an iCalendar.
 */
export function readStays(
  text: string,
  from: string,
  to: string,
  limits: FeedLimits = DEFAULT_FEED_LIMITS,
): { stays: Stay[]; events: number } {
  const counted = countEvents(text);
  if (counted > limits.maxEvents) throw new FeedRefusedError(`more than ${limits.maxEvents} events (${counted})`);
  const root = ICAL.Component.fromString(text);
  if (root.name !== 'vcalendar') throw new FeedRefusedError('not a VCALENDAR');
  const events = root.getAllSubcomponents('vevent');
  // Nested or oddly written events the raw count missed are counted again.
  if (events.length > limits.maxEvents)
    throw new FeedRefusedError(`more than ${limits.maxEvents} events (${events.length})`);
  const stays: Stay[] = [];
  for (const component of events) {
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    // The properties themselves: ical.js's Event wrapper costs about half a millisecond per event.
    const startTime = component.getFirstPropertyValue('dtstart');
    if (!(startTime instanceof ICAL.Time)) continue;
    const start = dayOf(startTime);
    if (!DAY.test(start) || start >= to) continue;
    const endTime = endOf(component, startTime);
    let end = endTime ? dayOf(endTime) : addDays(start, 1);
    if (!DAY.test(end)) continue;
    // A timed event ending later the same day still takes that night.
    if (end <= start) end = addDays(start, 1);
    if (end <= from) continue;
    stays.push([start > from ? start : from, end < to ? end : to]);
  }
  return { stays, events: events.length };
}

/** Overlapping and adjacent stays merged, in order. */
export function mergeStays(stays: readonly Stay[]): Stay[] {
  const sorted = [...stays].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const merged: Stay[] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) {
      if (end > last[1]) last[1] = end;
    } else {
      merged.push([start, end]);
    }
  }
  return merged;
}

/** The nights a calendar blocks within [from, to), sorted, each once. */
export function blockedNights(
  text: string,
  from: string,
  to: string,
  limits: FeedLimits = DEFAULT_FEED_LIMITS,
): FeedNights {
  const { stays, events } = readStays(text, from, to, limits);
  const merged = mergeStays(stays);
  return { nights: merged.flatMap(([start, end]) => stayNights(start, end)), events, stays: merged.length };
}
