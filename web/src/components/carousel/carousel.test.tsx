import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';
import { CAROUSEL } from './carousel-settings';

const ITEMS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];

function renderCarousel(items = ITEMS) {
  const user = userEvent.setup();
  render(
    <Carousel
      label="Matches"
      items={items}
      getKey={(item) => item}
      renderItem={(item) => <a href={`#${item}`}>{item}</a>}
    />,
  );
  return user;
}

/** The cards shown now: copies and cards out of view are hidden from assistive technology. */
const shown = () =>
  screen.getAllByRole('group', { name: /^\d+ of \d+$/ }).map((slide) => slide.textContent);

/** Pretends the screen is `width` px wide for the carousel's media queries. */
function screenWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = Number(/max-width: ([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width <= max,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('Carousel', () => {
  it('is a labelled carousel showing 3 cards on a wide screen', () => {
    screenWidth(1280);
    renderCarousel();
    expect(screen.getByRole('group', { name: 'Matches' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(shown()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('shows 2 cards below 1024 px and 1 below 600 px', () => {
    screenWidth(800);
    const { unmount } = render(
      <Carousel label="Matches" items={ITEMS} getKey={(i) => i} renderItem={(i) => i} />,
    );
    expect(shown()).toEqual(['Alpha', 'Bravo']);
    unmount();

    screenWidth(360);
    render(<Carousel label="Matches" items={ITEMS} getKey={(i) => i} renderItem={(i) => i} />);
    expect(shown()).toEqual(['Alpha']);
  });

  it('moves one card at a time and wraps around both ways', async () => {
    screenWidth(1280);
    const user = renderCarousel();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toEqual(['Bravo', 'Charlie', 'Delta']);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shown()).toEqual(['Alpha', 'Bravo', 'Echo']);

    for (let step = 0; step < 4; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(shown()).toEqual(['Alpha', 'Delta', 'Echo']);
  });

  it('animates with a 500 ms transition and lands back among the real cards after wrapping', async () => {
    screenWidth(1280);
    const user = renderCarousel();
    const track = document.querySelector<HTMLElement>('.carousel__track')!;
    expect(CAROUSEL.speedMs).toBe(500);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    // On the copies of the last cards, animated…
    expect(track.style.transition).toBe('');
    // …then, once the move is over, the same cards in the middle of the track, without animation.
    await waitFor(() => expect(track.style.transition).toBe('none'));
    // Three copies come first, so Echo (the fifth card) at the left edge is slide 3 + 4.
    expect(track.style.getPropertyValue('--carousel-position')).toBe('7');
    expect(shown()).toEqual(['Alpha', 'Bravo', 'Echo']);
  });

  it('keeps keyboard focus on the cards in view', () => {
    screenWidth(1280);
    renderCarousel();
    const slide = (name: string) => document.querySelector(`[aria-label="${name}"]`);
    expect(slide('1 of 5')).not.toHaveAttribute('inert');
    expect(slide('3 of 5')).not.toHaveAttribute('inert');
    expect(slide('4 of 5')).toHaveAttribute('inert');
    expect(slide('5 of 5')).toHaveAttribute('inert');
    // The copies that make the loop seamless are never reachable.
    document
      .querySelectorAll('.carousel__slide:not([aria-roledescription])')
      .forEach((copy) => expect(copy).toHaveAttribute('inert'));
  });

  it('lays out the same markup on any screen, so nothing moves when the script takes over', () => {
    // The server cannot know the screen: whatever width the script sees, the track, its copies
    // and its position are the same, and the stylesheet alone decides how many cards show.
    const markupAt = (width: number) => {
      screenWidth(width);
      const { container, unmount } = render(
        <Carousel label="Matches" items={ITEMS} getKey={(i) => i} renderItem={(i) => i} />,
      );
      const track = container.querySelector<HTMLElement>('.carousel__track')!;
      const layout = {
        classes: container.firstElementChild!.className,
        slides: [...track.children].map((slide) => `${slide.className}:${slide.textContent}`),
        position: track.style.getPropertyValue('--carousel-position'),
        style: track.style.transform,
      };
      unmount();
      return layout;
    };
    expect(markupAt(360)).toEqual(markupAt(1280));
    expect(markupAt(800)).toEqual(markupAt(1280));
  });

  it('has no buttons when every card fits', () => {
    screenWidth(1280);
    renderCarousel(['Alpha', 'Bravo']);
    expect(shown()).toEqual(['Alpha', 'Bravo']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Matches' })).getAllByRole('link'),
    ).toHaveLength(2);
  });
});
