import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { type ComponentProps } from 'react';

import { MarketingSection } from './marketing-section';
import { type SectionHeadingText } from './section-heading';
import { Icon } from '../primitives/icon';

type FaqItem = { question: string; answer: string };

type FaqListProps = Omit<ComponentProps<'section'>, 'children'> & {
  heading: SectionHeadingText;
  items: readonly FaqItem[];
  tone?: 'plain' | 'surface';
};

/**
 * Common questions as an accordion: one answer open at a time, and it closes again when its question is pressed.
 * Radix gives the keyboard: Tab or the arrow keys move between questions, Enter or Space opens one.
 */
function FaqList({ heading, items, tone, ...props }: FaqListProps) {
  return (
    <MarketingSection heading={heading} tone={tone} {...props}>
      <AccordionPrimitive.Root
        type="single"
        collapsible
        data-slot="faq-list"
        className="mx-auto max-w-3xl divide-y divide-border rounded-xl border border-border bg-card shadow-card"
      >
        {items.map((item, index) => (
          <AccordionPrimitive.Item key={item.question} value={`faq-${index}`} data-slot="faq-item">
            <AccordionPrimitive.Header asChild>
              <h3>
                <AccordionPrimitive.Trigger className="group flex min-h-touch w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold focus-ring-inset hover:bg-primary-soft/50 sm:px-6">
                  {item.question}
                  <Icon
                    name="chevron-down"
                    className="size-5 shrink-0 text-accent-text transition-transform duration-base group-data-[state=open]:rotate-180"
                  />
                </AccordionPrimitive.Trigger>
              </h3>
            </AccordionPrimitive.Header>
            <AccordionPrimitive.Content
              data-slot="faq-answer"
              className="overflow-hidden px-5 pb-5 leading-relaxed text-muted-foreground data-[state=open]:animate-fade-in sm:px-6"
            >
              {item.answer}
            </AccordionPrimitive.Content>
          </AccordionPrimitive.Item>
        ))}
      </AccordionPrimitive.Root>
    </MarketingSection>
  );
}

export { FaqList, type FaqItem, type FaqListProps };
