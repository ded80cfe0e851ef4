import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { type ButtonStyleProps, buttonStyles } from './Button';
import { ArrowLeftIcon } from './icons';
import { useTexts } from './i18n';
import { sharedTexts } from './shared.texts';
import { useLocalizedPath } from './navigation';

const Back = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  padding-left: 12px;
`;

/** Goes one step back in history, or home when this page was the visit's first. */
export function BackButton({ className }: { className?: string }) {
  const t = useTexts(sharedTexts);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  // react-router gives the visit's first entry the key 'default': there is nothing of ours behind it.
  const canGoBack = useLocation().key !== 'default';
  return (
    <Back
      type="button"
      className={className}
      $variant="ghost"
      $size="sm"
      onClick={() => {
        // Not awaited: the router's promise only says the new address has rendered.
        void (canGoBack ? navigate(-1) : navigate(localized('/')));
      }}
    >
      <ArrowLeftIcon size={20} />
      {t.back}
    </Back>
  );
}
