// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FileText } from "lucide-react";
import { ReorderableFileList, type FileRow } from "./ReorderableFileList";

const row = (id: number, name: string, error?: string): FileRow => ({ id, file: new File(["x"], name), error });

describe("ReorderableFileList", () => {
  afterEach(cleanup);

  const rows = [row(0, "a.pdf"), row(1, "b.pdf"), row(2, "c.pdf", "‘c.pdf’ is damaged.")];
  const show = (onChange = vi.fn(), detail = (r: FileRow) => (r.id === 1 ? undefined : `detail of ${r.file.name}`)) =>
    render(<ReorderableFileList rows={rows} label="Files" icon={FileText} detail={detail} onChange={onChange} />);

  it("lists the files in order, with each one's detail, error, or reading state", () => {
    show();
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "a.pdfdetail of a.pdf",
      "b.pdf Reading…",
      "c.pdf‘c.pdf’ is damaged.",
    ]);
    expect(screen.getByRole("list", { name: "Files" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Move ‘a.pdf’ up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move ‘c.pdf’ down" })).toBeDisabled();
  });

  it("moves a file with its arrows and announces it, and removes one", () => {
    const onChange = vi.fn();
    show(onChange);
    fireEvent.click(screen.getByRole("button", { name: "Move ‘b.pdf’ up" }));
    expect(onChange).toHaveBeenLastCalledWith([rows[1], rows[0], rows[2]]);
    expect(screen.getByText("‘b.pdf’ moved to position 1 of 3.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Remove ‘a.pdf’" }));
    expect(onChange).toHaveBeenLastCalledWith([rows[1], rows[2]]);
    expect(screen.getByText("‘a.pdf’ removed.")).toBeInTheDocument();
  });
});
