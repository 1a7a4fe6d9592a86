import styled from 'styled-components';

const Stars = styled.span`
  position: relative;
  display: inline-block;
  width: 90px;
  height: 18px;
  svg {
    position: absolute;
    inset: 0;
    width: 90px;
    height: 18px;
  }
  .back {
    color: ${({ theme }) => theme.colors.border};
  }
  .front {
    color: ${({ theme }) => theme.colors.highlight};
  }
`;

const STAR = 'M9 1.5l2.2 4.6 5 .7-3.6 3.5.9 5L9 12.9l-4.5 2.4.9-5L1.8 6.8l5-.7z';

function StarRow({ className, clip }: { className: string; clip?: number }) {
  return (
    <svg
      className={className}
      viewBox="0 0 90 18"
      aria-hidden="true"
      focusable="false"
      style={clip === undefined ? undefined : { clipPath: `inset(0 ${100 - clip}% 0 0)` }}
    >
      {[0, 18, 36, 54, 72].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} fill="currentColor" />
      ))}
    </svg>
  );
}

/** Five stars filled to a rating out of 5; decorative, so say the rating in words beside them. */
export function RatingStars({ rating }: { rating: number }) {
  const share = Math.min(Math.max(rating / 5, 0), 1) * 100;
  return (
    <Stars aria-hidden="true">
      <StarRow className="back" />
      <StarRow className="front" clip={share} />
    </Stars>
  );
}
