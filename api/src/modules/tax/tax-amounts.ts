import { Field, ObjectType } from "type-graphql";
import { Column } from "typeorm";
import { Money, PAISE_TOTAL_COLUMN, toMoney } from "../../vocabulary/money";
import type { LineTax } from "./gst-split";

/**
 * Taxable value and GST of a line or a whole document, in paise (bigint columns): embedded in
 * invoices, credit notes and their lines. charged = taxable + CGST + SGST + IGST.
 */
@ObjectType({ description: "An amount split into taxable value and GST" })
export class TaxAmounts implements LineTax {
  @Column(PAISE_TOTAL_COLUMN)
  chargedPaise: number;

  @Column(PAISE_TOTAL_COLUMN)
  taxablePaise: number;

  @Column(PAISE_TOTAL_COLUMN)
  cgstPaise: number;

  @Column(PAISE_TOTAL_COLUMN)
  sgstPaise: number;

  @Column(PAISE_TOTAL_COLUMN)
  igstPaise: number;

  @Field(() => Money, { description: "What the shopper paid for it, GST included" })
  get charged(): Money {
    return toMoney(this.chargedPaise);
  }

  @Field(() => Money, { description: "The taxable value, before GST (Money: integer paise)" })
  get taxable(): Money {
    return toMoney(this.taxablePaise);
  }

  @Field(() => Money, { description: "Central GST, within the seller's state (Money: integer paise)" })
  get cgst(): Money {
    return toMoney(this.cgstPaise);
  }

  @Field(() => Money, { description: "State GST, within the seller's state (Money: integer paise)" })
  get sgst(): Money {
    return toMoney(this.sgstPaise);
  }

  @Field(() => Money, { description: "Integrated GST, to another state (Money: integer paise)" })
  get igst(): Money {
    return toMoney(this.igstPaise);
  }

  @Field(() => Money, { description: "CGST + SGST + IGST" })
  get totalTax(): Money {
    return toMoney(this.cgstPaise + this.sgstPaise + this.igstPaise);
  }

  static of(amounts: LineTax): TaxAmounts {
    const { chargedPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise } = amounts;
    return Object.assign(new TaxAmounts(), { chargedPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise });
  }
}
