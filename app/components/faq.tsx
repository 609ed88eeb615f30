import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";

/**
 * Questions and answers as a Radix accordion. The answers are always in the HTML (forceMount) and
 * hidden by CSS when closed; without JavaScript, a <noscript> style shows them all.
 */
export function Faq({
  items,
  headingLevel = 3,
}: {
  items: ReadonlyArray<{ id: string; question: string; answer: string }>;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <div data-faq="">
      <noscript>
        <style>
          {"[data-faq] [role=region][data-state=closed]{display:block!important}[data-faq] button svg{display:none}"}
        </style>
      </noscript>
      <Accordion type="multiple" className="border-t border-basalt-200 [&_[role=region][data-state=closed]]:hidden">
        {items.map((item) => (
          <AccordionItem key={item.id} value={item.id}>
            <AccordionTrigger headingLevel={headingLevel}>{item.question}</AccordionTrigger>
            <AccordionContent forceMount className="max-w-3xl">
              <p>{item.answer}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}
