import { type ComponentProps } from 'react';

import { Price } from '../primitives/price';
import { MarketingSection } from './marketing-section';
import { type SectionHeadingText } from './section-heading';
import { WhatsAppLink } from './whatsapp-link';
import { Icon } from '../primitives/icon';

/** A training course: title, duration, price, curriculum, outcome. */
type Course = {
  title: string;
  /** As a person says it: '3 months'. */
  duration: string;
  /** In naira. */
  price: number;
  curriculum: readonly string[];
  /** What a graduate can do at the end. */
  outcome: string;
};

type AcademySectionProps = Omit<ComponentProps<'section'>, 'children'> & {
  heading: SectionHeadingText;
  courses: readonly Course[];
  /** The wa.me link that opens an enrolment chat about this course. */
  enrolHref: (course: Course) => string;
};

function CourseCard({ course, enrolHref }: { course: Course; enrolHref: string }) {
  return (
    <article
      data-slot="course-card"
      className="flex flex-col gap-5 rounded-xl border border-border bg-card p-6 shadow-card sm:p-8"
    >
      <header className="flex flex-col gap-3">
        <Icon name="graduation-cap" className="size-8 text-accent-text" />
        <h3 className="font-display text-display-sm">{course.title}</h3>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="calendar-days" className="size-4" />
            {course.duration}
          </span>
          <Price amount={course.price} size="lg" />
        </p>
      </header>
      <div>
        <h4 className="label-caps text-xs text-muted-foreground">What you will learn</h4>
        <ul className="mt-3 grid gap-2">
          {course.curriculum.map((topic) => (
            <li key={topic} className="flex gap-2">
              <Icon name="check" className="mt-1 size-4 shrink-0 text-success" />
              <span>{topic}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="rounded-lg bg-surface p-4 text-sm">
        <strong className="font-semibold">You leave able to: </strong>
        {course.outcome}
      </p>
      <WhatsAppLink href={enrolHref} className="mt-auto" fullWidth>
        Enrol on WhatsApp<span className="sr-only"> for {course.title}</span>
      </WhatsAppLink>
    </article>
  );
}

/** The Perfume Academy: its courses side by side, each with an 'Enrol on WhatsApp' link. */
function AcademySection({ heading, courses, enrolHref, ...props }: AcademySectionProps) {
  return (
    <MarketingSection heading={heading} tone="surface" {...props}>
      <div className="grid gap-6 md:grid-cols-2">
        {courses.map((course) => (
          <CourseCard key={course.title} course={course} enrolHref={enrolHref(course)} />
        ))}
      </div>
    </MarketingSection>
  );
}

export { AcademySection, type AcademySectionProps, type Course };
