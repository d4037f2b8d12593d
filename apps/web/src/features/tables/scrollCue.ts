/** Which sides of a sideways-scrolling table hide columns, so the cue can say where to swipe. */
export interface HiddenSides {
  before: boolean;
  after: boolean;
}

/**
 * From the scroller's measures: a side hides columns when more than a pixel lies beyond it (browsers round
 * scroll positions, so an exact comparison would leave the cue on at either end).
 */
export function hiddenSides(scroller: { scrollLeft: number; scrollWidth: number; clientWidth: number }): HiddenSides {
  const beyond = scroller.scrollWidth - scroller.clientWidth;
  return { before: scroller.scrollLeft > 1, after: beyond - scroller.scrollLeft > 1 };
}
