import {
  dragAxis,
  gestureOutcome,
  neighbourIndexes,
  PULL_CLOSE_RANGE_PX,
  pullOpacity,
} from '../../src/shared/lightbox/lightboxGestures';
import { SWIPE_THRESHOLD_PX } from '../../src/shared/swipe';

describe('lightbox gesture math', () => {
  it('uses the spec numbers and exports them from the Lightbox module too', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(30);
    expect(PULL_CLOSE_RANGE_PX).toBe(60);
  });

  it('a horizontal swipe needs 30 px: left is next, right is previous', () => {
    expect(gestureOutcome(-29, 0)).toBe('none');
    expect(gestureOutcome(29, 3)).toBe('none');
    expect(gestureOutcome(-30, 0)).toBe('next');
    expect(gestureOutcome(-120, 20)).toBe('next');
    expect(gestureOutcome(30, 0)).toBe('previous');
    expect(gestureOutcome(75, -10)).toBe('previous');
  });

  it('a pull up or down closes from 60 px, less springs back', () => {
    expect(gestureOutcome(0, 59)).toBe('none');
    expect(gestureOutcome(0, -59)).toBe('none');
    expect(gestureOutcome(5, 60)).toBe('close');
    expect(gestureOutcome(0, -60)).toBe('close');
    expect(gestureOutcome(10, 200)).toBe('close');
  });

  it('the larger movement decides the axis; a tiny movement is a tap', () => {
    expect(dragAxis(3, 2)).toBeNull();
    expect(dragAxis(40, 39)).toBe('x');
    expect(dragAxis(20, -45)).toBe('y');
    // 40 px sideways and 70 px down is a pull, not a swipe.
    expect(gestureOutcome(40, 70)).toBe('close');
    expect(gestureOutcome(50, 45)).toBe('previous');
  });

  it('fades the photo out linearly over the 60 px pull range', () => {
    expect(pullOpacity(0)).toBe(1);
    expect(pullOpacity(30)).toBeCloseTo(0.5);
    expect(pullOpacity(-15)).toBeCloseTo(0.75);
    expect(pullOpacity(60)).toBe(0);
    expect(pullOpacity(-200)).toBe(0);
  });

  it('names the neighbours to preload, wrapping around', () => {
    expect(neighbourIndexes(0, 30)).toEqual([29, 1]);
    expect(neighbourIndexes(29, 30)).toEqual([28, 0]);
    expect(neighbourIndexes(6, 30)).toEqual([5, 7]);
    expect(neighbourIndexes(0, 2)).toEqual([1]);
    expect(neighbourIndexes(0, 1)).toEqual([]);
  });
});
