import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Icon } from "../../ui/Icon";
import { Img } from "../../ui/Img";
import { Section } from "../../ui/Section";
import { MarkAfter, isExample, type ExampleMarks } from "./ExampleMark";
import * as styles from "./TeamProfile.module.css";

interface TeamProfileProps {
  profile: Queries.EnTeamProfileFieldsFragment;
  marks: ExampleMarks;
}

/** One team member's profile: portrait, bio, expertise, contact list and a contact button. */
export function TeamProfile({ profile, marks }: TeamProfileProps) {
  const example = (key: string) => isExample(profile.examples, key);
  return (
    <Section id="profile" labelledBy="profile-name">
      <div className={styles.layout}>
        <div className={styles.media}>
          <Img image={profile.image} alt={profile.imageAlt} eager className={styles.image} />
        </div>
        <div>
          <h2 id="profile-name" className={styles.name}>
            {profile.name}
            <MarkAfter shown={example("name")} label={marks.profile} />
          </h2>
          <p className={styles.role}>{profile.designation}</p>
          {profile.paragraphs.map((p) => (
            <p key={p} className={styles.text}>
              {p}
            </p>
          ))}
          <h3 className={styles.subtitle}>{profile.expertiseTitle}</h3>
          <ul className={styles.tags}>
            {profile.expertise.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h3 className={styles.subtitle}>{profile.contactTitle}</h3>
          <dl className={styles.contacts}>
            {profile.contacts.map((c, i) => {
              const invented = example(`contacts.${i}.value`);
              return (
                <div key={c.label} className={styles.contact}>
                  <dt>
                    <Icon name={c.icon} size={20} className={styles.icon} />
                    {c.label}
                  </dt>
                  {/* An invented number or address is not a link: nobody answers it. */}
                  <dd>
                    {c.href && !invented ? <a href={c.href}>{c.value}</a> : c.value}
                    <MarkAfter shown={invented} label={marks.contact} />
                  </dd>
                </div>
              );
            })}
          </dl>
          <ButtonLink to={profile.button.link}>{profile.button.label}</ButtonLink>
        </div>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment EnTeamProfileFields on EnTeamDetailsJson {
    image {
      childImageSharp {
        gatsbyImageData(width: 520, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
    name
    designation
    paragraphs
    expertiseTitle
    expertise
    contactTitle
    contacts {
      icon
      label
      value
      href
    }
    button {
      ...LinkFields
    }
    examples
  }
`;
