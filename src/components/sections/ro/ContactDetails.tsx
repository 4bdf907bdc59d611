import React from "react";
import { graphql } from "gatsby";
import { useSiteData } from "../../../hooks/useSiteData";
import { ContactForm } from "../../../contact/ContactForm";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SideHeading } from "../../ui/SectionHeading";
import * as styles from "./ContactDetails.module.css";

/** The contact page: phone and e-mail as links beside the contact form. */
export function ContactDetails({ id, data }: { id: string; data: Queries.ContactDetailsFragment }) {
  const { phone, phoneHref, email } = useSiteData();
  const titleId = `${id}-title`;
  const channels = [
    { icon: "phone", title: data.phoneTitle, text: data.phoneText, href: phoneHref, value: phone },
    {
      icon: "mail",
      title: data.emailTitle,
      text: data.emailText,
      href: `mailto:${email}`,
      value: email,
    },
  ];
  return (
    <Section id={id} labelledBy={titleId}>
      <div className={styles.layout}>
        <div>
          <SideHeading id={titleId} data={data} />
          <ul className={styles.channels}>
            {channels.map((channel) => (
              <li key={channel.icon} className={styles.channel}>
                <span className={styles.icon}>
                  <Icon name={channel.icon} size={26} />
                </span>
                <div>
                  <h3 className={styles.channelTitle}>{channel.title}</h3>
                  <p className={styles.channelText}>{channel.text}</p>
                  <a href={channel.href} className={styles.value}>
                    {channel.value}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.formBox}>
          <h3 className={styles.formTitle}>{data.formTitle}</h3>
          <p className={styles.formText}>{data.formText}</p>
          <ContactForm id="contact-form" />
        </div>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment ContactDetails on RoContactJson {
    eyebrow
    title
    text
    phoneTitle
    phoneText
    emailTitle
    emailText
    formTitle
    formText
  }
`;
