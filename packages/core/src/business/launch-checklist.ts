/** One line of the launch checklist on /admin (ADR 0033): a condition the site must meet before it takes money. */
export interface LaunchItem {
  id: string;
  label: string;
  done: boolean;
  /** What is missing, or what was seen. */
  detail: string;
  /** Where staff fix it. */
  link: string;
}

export interface LaunchChecklist {
  items: LaunchItem[];
  /** Every item done. */
  ready: boolean;
}
