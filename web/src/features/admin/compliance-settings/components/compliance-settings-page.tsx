import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useComplianceSettings } from '../api/use-compliance-settings';
import { ComplianceSettingsForm } from './compliance-settings-form';

/** /admin/compliance: the operator's rules for running lawfully in India (issue 24). */
export function ComplianceSettingsPage() {
  useDocumentTitle('Compliance settings');
  const { data, error } = useComplianceSettings();
  const settings = data?.admin.complianceSettings;
  let body;
  if (settings) {
    body = (
      <>
        {settings.missing.length > 0 && (
          <section className="console-section" aria-labelledby="compliance-missing">
            <h2 id="compliance-missing" className="console-section__title">
              Missing for production
            </h2>
            <ul>
              {settings.missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        )}
        <ComplianceSettingsForm settings={settings} />
      </>
    );
  } else if (error) {
    body = <StatusMessage tone="error">Error: {error.message}</StatusMessage>;
  } else {
    body = <Loader />;
  }
  return (
    <>
      <h1 className="console-title">Compliance settings</h1>
      {body}
    </>
  );
}
