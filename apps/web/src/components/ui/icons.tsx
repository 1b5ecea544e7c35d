import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Outline({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export const CalendarIcon = (props: IconProps) => (
  <Outline
    d="M8 2v4m8-4v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
    {...props}
  />
);
export const ClockIcon = (props: IconProps) => (
  <Outline d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" {...props} />
);
export const MapPinIcon = (props: IconProps) => (
  <Outline
    d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
    {...props}
  />
);
export const UserIcon = (props: IconProps) => (
  <Outline d="M20 21a8 8 0 0 0-16 0m12-13a4 4 0 1 1-8 0 4 4 0 0 1 8 0z" {...props} />
);
export const TicketIcon = (props: IconProps) => (
  <Outline
    d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4zm10-2v2m0 4v.01M13 16v2"
    {...props}
  />
);
export const MenuIcon = (props: IconProps) => <Outline d="M4 6h16M4 12h16M4 18h16" {...props} />;
export const CloseIcon = (props: IconProps) => <Outline d="M6 6l12 12M18 6 6 18" {...props} />;
export const ArrowRightIcon = (props: IconProps) => <Outline d="M5 12h14m-6-6 6 6-6 6" {...props} />;
export const ExternalIcon = (props: IconProps) => (
  <Outline d="M14 4h6v6m0-6-9 9M10 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4" {...props} />
);
export const DownloadIcon = (props: IconProps) => <Outline d="M12 4v11m-5-5 5 5 5-5M5 20h14" {...props} />;
export const SparkIcon = (props: IconProps) => (
  <Outline
    d="M12 3v4m0 10v4M3 12h4m10 0h4M6.3 6.3l2.8 2.8m5.8 5.8 2.8 2.8m0-11.4-2.8 2.8m-5.8 5.8-2.8 2.8"
    {...props}
  />
);
export const ShieldIcon = (props: IconProps) => (
  <Outline d="M12 3 4 6v6c0 5 3.4 8.3 8 9 4.6-.7 8-4 8-9V6zm-3 9 2 2 4-4" {...props} />
);
export const ChartIcon = (props: IconProps) => <Outline d="M4 20V10m6 10V4m6 16v-7m4 7H2" {...props} />;
export const PhoneIcon = (props: IconProps) => (
  <Outline d="M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 16h2" {...props} />
);
export const MailIcon = (props: IconProps) => (
  <Outline
    d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm17 1-9 7-9-7"
    {...props}
  />
);
export const EyeIcon = (props: IconProps) => (
  <Outline
    d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"
    {...props}
  />
);
export const EyeOffIcon = (props: IconProps) => (
  <Outline
    d="M3 3l18 18M10.6 5.1A9.8 9.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2"
    {...props}
  />
);
export const SettingsIcon = (props: IconProps) => (
  <Outline
    d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2-1.2L14.5 3h-5l-.4 2.6a7.5 7.5 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.5 7.5 0 0 0 2 1.2l.4 2.6h5l.4-2.6a7.5 7.5 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z"
    {...props}
  />
);
export const PlusIcon = (props: IconProps) => <Outline d="M12 5v14M5 12h14" {...props} />;
export const UsersIcon = (props: IconProps) => (
  <Outline
    d="M16 21v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1m20 0v-1a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8M13 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0z"
    {...props}
  />
);
export const ArrowLeftIcon = (props: IconProps) => <Outline d="M19 12H5m6-6-6 6 6 6" {...props} />;
export const ChevronDownIcon = (props: IconProps) => <Outline d="m6 9 6 6 6-6" {...props} />;
