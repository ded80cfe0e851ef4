import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { type ButtonStyleProps, buttonStyles } from '../../shared/Button';
import { ArrowLeftIcon } from '../../shared/icons';
import { useTexts } from '../../shared/i18n';
import { layoutTexts } from './layout.texts';
import { useLocalizedPath } from './navigation';

const Back = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  padding-left: 12px;
`;

/** Whether the browser has an earlier entry of this site to go back to (react-router counts them). */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Goes one step back in history, or home when this page was the visit's first. */
export function BackButton({ className }: { className?: string }) {
  const t = useTexts(layoutTexts);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <Back
      type="button"
      className={className}
      $variant="ghost"
      $size="sm"
      onClick={() => (canGoBack() ? navigate(-1) : navigate(localized('/')))}
    >
      <ArrowLeftIcon size={20} />
      {t.back}
    </Back>
  );
}
