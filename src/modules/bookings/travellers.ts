// The travellers of a booking, one per person of its party (infants too: the manifest is a headcount), in a fixed
// order: traveller i is what a check-in names by its index. A booking's party never changes once it is made, so an
// index always names the same traveller; its name and unit are read from the booking each time.
import type { Booking } from './booking-schemas.js';

export interface Traveller {
  /** Its place in the booking's party, from 0: what `POST /v1/bookings/{id}/check-in` names. */
  index: number;
  /** From the booking's passenger of the same index, else the billing contact's for the first, else `Traveller n`. */
  name: string;
  /** The unit the traveller came with (unit key, room category, or adult/child/infant), null when not kept. */
  unit: string | null;
}

type Party = Pick<Booking, 'pax' | 'units' | 'rooms' | 'passengers' | 'billing'>;

export function travellerCount(pax: Booking['pax']): number {
  return pax.adults + pax.children + pax.infants;
}

export function travellersOf(booking: Party): Traveller[] {
  const units = unitsOf(booking);
  return units.map((unit, index) => {
    const passenger = booking.passengers[index];
    const name =
      personName(passenger) ?? (index === 0 ? personName(booking.billing) : null) ?? `Traveller ${index + 1}`;
    // An OCTO unit item, kept as a passenger, names its own unit.
    const own = passenger?.unitId;
    return { index, name, unit: typeof own === 'string' && own !== '' ? own : unit };
  });
}

const repeat = <T>(value: T, times: number): T[] => Array.from({ length: Math.max(0, times) }, () => value);

/** Each traveller's unit, by index. */
function unitsOf(b: Party): Array<string | null> {
  const total = travellerCount(b.pax);
  if (b.units.length > 0) {
    const items = b.units.flatMap((u) => repeat(u.unitKey, u.quantity));
    if (items.length === total) return items;
    // A unit standing for several people (a family ticket): which of them came with which unit is not kept.
    return repeat(b.units.length === 1 ? b.units[0]!.unitKey : null, total);
  }
  if (b.rooms.length > 0) {
    // Rooms hold the adults and children; infants share them.
    const beds = b.rooms.flatMap((r) => repeat(r.categoryKey, r.occupancy * r.quantity)).slice(0, total);
    return [...beds, ...repeat('infant', total - beds.length)];
  }
  return [...repeat('adult', b.pax.adults), ...repeat('child', b.pax.children), ...repeat('infant', b.pax.infants)];
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** `firstName lastName`, else `fullName` or `name` (the forms' and OCTO's spellings), else null. */
export function personName(person: Record<string, unknown> | null | undefined): string | null {
  if (!person) return null;
  const parts = [text(person.firstName), text(person.lastName)].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' ') : (text(person.fullName) ?? text(person.name));
}
