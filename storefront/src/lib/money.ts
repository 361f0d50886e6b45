/**
 * How much a sale price takes off the regular price, in whole percent rounded down (Rs. 999 for
 * Rs. 1,299 is 23% off, never a rounded-up 24%): the one definition every "% off" shows.
 */
export function percentOff(regularPaise: number, salePaise: number): number {
  if (regularPaise <= 0 || salePaise >= regularPaise) return 0;
  return Math.floor(((regularPaise - salePaise) * 100) / regularPaise);
}
