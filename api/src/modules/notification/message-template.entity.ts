import { Column, Entity, PrimaryColumn } from "typeorm";
import type { ConsentChannel } from "./message-consent.entity";

/** An admin's edit of a WhatsApp or SMS template; a template never edited is the shop's default (message-templates.ts). */
@Entity("message_templates")
export class MessageTemplateEdit {
  @PrimaryColumn({ type: "varchar" })
  key: string;

  @PrimaryColumn({ type: "varchar" })
  channel: ConsentChannel;

  /** The provider's name of the approved template: WhatsApp's template name, MSG91's Flow id (DLT registered). */
  @Column({ type: "varchar" })
  providerTemplate: string;

  @Column({ type: "text" })
  body: string;

  @Column({ type: "timestamptz" })
  updatedAt: Date;
}
