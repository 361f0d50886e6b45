import styled from "styled-components";
import { percentOff } from "../../lib/money";
import { theme } from "../../styles/theme";

interface Amount {
  formatted: string;
  paise: number;
}

/**
 * The price a shopper pays, with the regular price struck through and what the sale takes off
 * ("23% off") when on sale; "from Rs. X" when the product's variants sell at different prices
 * (`from`, the lowest).
 */
export function Price({
  price,
  discountPrice,
  from,
  large,
}: {
  price: Amount;
  discountPrice: Amount | null;
  from?: Amount | null;
  large?: boolean;
}) {
  const onSale = discountPrice !== null && discountPrice.paise < price.paise;
  const off = onSale ? percentOff(price.paise, discountPrice.paise) : 0;
  return (
    <Row className={large ? "large" : undefined}>
      {from ? (
        <span className="now">from {from.formatted}</span>
      ) : onSale ? (
        <>
          <span className="now">
            <span className="visually-hidden">Sale price </span>
            {discountPrice.formatted}
          </span>
          <s>
            <span className="visually-hidden">Regular price </span>
            {price.formatted}
          </s>
          {off > 0 && <span className="off">{off}% off</span>}
        </>
      ) : (
        <span className="now">{price.formatted}</span>
      )}
    </Row>
  );
}

const Row = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem;
  font-size: 1rem;
  &.large { font-size: 1.5rem; }
  .now { font-weight: 700; color: ${theme.colors.ink}; }
  s { color: ${theme.colors.muted}; font-size: 0.85em; }
  .off { color: ${theme.colors.success}; font-size: 0.85em; font-weight: 700; }
`;
