/** Which sides of a sideways-scrolling table hide columns, so the cue can say where to swipe. */
export interface HiddenSides {
  before: boolean;
  after: boolean;
}

/**
 * From the scroller's measures: a side hides columns when more than a pixel lies beyond it (browsers round
 * scroll positions, so an exact comparison would leave the cue on at either end). A right-to-left page (Arabic)
 * scrolls from 0 to negative positions, towards its end on the left: the distance from the start is the same either way.
 */
export function hiddenSides(scroller: { scrollLeft: number; scrollWidth: number; clientWidth: number }): HiddenSides {
  const beyond = scroller.scrollWidth - scroller.clientWidth;
  const scrolled = Math.abs(scroller.scrollLeft);
  return { before: scrolled > 1, after: beyond - scrolled > 1 };
}
