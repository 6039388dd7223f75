import { type InferType, object } from 'yup';
import { quarterField } from '#common/validation/tax-details';

/** Which quarter of India's financial year: "2026-27-Q3" is October to December 2026. */
export const quarterQuerySchema = object({
  quarter: quarterField().meta({
    description:
      'A financial-year quarter, like 2026-27-Q3 (Q1 Apr–Jun, Q2 Jul–Sep, Q3 Oct–Dec, Q4 Jan–Mar; IST days)',
  }),
});
export type QuarterQuery = InferType<typeof quarterQuerySchema>;
