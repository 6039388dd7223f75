import type { InferType } from 'yup';
import { complianceSettingsSchema } from '#common/validation/compliance';

/** The console's Compliance settings form: the same rules, every field sent each time. */
export const complianceSettingsBodySchema = complianceSettingsSchema.meta({
  description:
    'Every rule, each time: texts null (or blank) for unset, tdsRatePercent in percent (30), ' +
    'tdsThreshold in rupees (10000), and the organiser’s own password asked again',
});
export type ComplianceSettingsInput = InferType<typeof complianceSettingsBodySchema>;
