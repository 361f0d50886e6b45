import {
  endOfIndiaDay,
  formatCalendarDate,
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaDay,
  indiaDateOf,
  indiaDaysLater,
  indiaDaysSpan,
  indiaMonthBounds,
  startOfIndiaDay,
} from "../src/india-time";

// 31 March 19:00 UTC is already 1 April 00:30 in India: the moment every India-date rule turns on.
const AFTER_INDIA_MIDNIGHT = new Date("2026-03-31T19:00:00Z");

describe("India's dates, whatever the zone of the machine", () => {
  it("names the day in India a moment falls on", () => {
    expect(indiaDateOf(AFTER_INDIA_MIDNIGHT)).toBe("2026-04-01");
    expect(indiaDateOf("2026-03-31T18:29:59.999Z")).toBe("2026-03-31");
  });

  it("shows dates and times as India's clocks do", () => {
    expect(formatIndiaDate(AFTER_INDIA_MIDNIGHT)).toBe("1 Apr 2026");
    expect(formatIndiaDateTime("2026-11-22T14:45:00Z")).toBe("22 Nov 2026, 8:15 pm");
    expect(formatIndiaDay(AFTER_INDIA_MIDNIGHT)).toBe("Wed, 1 Apr");
  });

  it("shows a calendar date as that day, with no zone to move it", () => {
    expect(formatCalendarDate("2026-11-22")).toBe("22 Nov 2026");
  });

  it("ends a day at India's midnight and starts it there", () => {
    expect(endOfIndiaDay("2026-11-30").toISOString()).toBe("2026-11-30T18:29:59.999Z");
    expect(startOfIndiaDay("2026-12-01").toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(indiaDaysSpan("2026-11-01", "2026-11-30")).toEqual({
      start: new Date("2026-10-31T18:30:00Z"),
      end: new Date("2026-11-30T18:30:00Z"),
    });
  });

  it("bounds a month by India's midnights", () => {
    expect(indiaMonthBounds("2026-12")).toEqual({ from: new Date("2026-11-30T18:30:00Z"), to: new Date("2026-12-31T18:30:00Z") });
  });

  it("lands days later inside that India day", () => {
    expect(indiaDateOf(indiaDaysLater(AFTER_INDIA_MIDNIGHT, 30))).toBe("2026-05-01");
  });
});
