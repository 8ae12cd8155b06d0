package battleledger.ledger.readme;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The README's shell examples as one script, and what the README says each {@code curl} answers.
 *
 * <p>Every fenced block that calls {@code curl} is taken, in the README's order, so later blocks see the variables
 * and encounters earlier ones made. A command is a {@code curl} line with its continuations (a trailing backslash,
 * or a single-quoted body still open); the {@code #} lines right below it are what the README promises it answers.
 */
public final class ReadmeScript {

    /** One {@code curl} of the README: where it stands, its text, and the comment lines that follow it. */
    public record Call(int line, String command, List<String> expected) {
        public String where() {
            return "README.md line " + line + ": " + command.lines().findFirst().orElse("");
        }
    }

    private static final Pattern FENCE = Pattern.compile("^```\\s*(\\w*)\\s*$");

    private final List<String> script = new ArrayList<>();
    private final List<Call> calls = new ArrayList<>();

    private ReadmeScript() {
    }

    /** Parses the README's text; {@code base} replaces the README's own {@code B=http://localhost:8080}. */
    public static ReadmeScript parse(String readme) {
        ReadmeScript s = new ReadmeScript();
        List<List<Numbered>> blocks = blocks(readme);
        for (List<Numbered> block : blocks) {
            if (block.stream().anyMatch(l -> l.text.contains("curl "))) {
                s.take(block);
            }
        }
        return s;
    }

    public List<String> scriptLines() {
        return List.copyOf(script);
    }

    public List<Call> calls() {
        return List.copyOf(calls);
    }

    private record Numbered(int line, String text) {
    }

    private static List<List<Numbered>> blocks(String readme) {
        List<List<Numbered>> out = new ArrayList<>();
        List<Numbered> current = null;
        String[] lines = readme.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher fence = FENCE.matcher(lines[i]);
            if (fence.matches()) {
                if (current == null) {
                    String lang = fence.group(1);
                    current = lang.isEmpty() || lang.equals("sh") || lang.equals("bash") || lang.equals("shell")
                            ? new ArrayList<>() : null;
                    if (current == null) {
                        i = skipTo(lines, i);
                    }
                } else {
                    out.add(current);
                    current = null;
                }
            } else if (current != null) {
                current.add(new Numbered(i + 1, lines[i]));
            }
        }
        return out;
    }

    private static int skipTo(String[] lines, int open) {
        for (int j = open + 1; j < lines.length; j++) {
            if (lines[j].trim().equals("```")) {
                return j;
            }
        }
        return lines.length;
    }

    private void take(List<Numbered> block) {
        int i = 0;
        while (i < block.size()) {
            Numbered first = block.get(i);
            String text = first.text;
            if (text.startsWith("B=http")) {
                i++;
                continue;
            }
            if (text.isBlank() || text.startsWith("#")) {
                i++;
                continue;
            }
            StringBuilder command = new StringBuilder(text);
            boolean open = quotesOpen(text);
            while ((open || command.toString().endsWith("\\")) && i + 1 < block.size()) {
                i++;
                String next = block.get(i).text;
                command.append('\n').append(next);
                open = open != quotesOpen(next);
            }
            i++;
            List<String> expected = new ArrayList<>();
            while (i < block.size() && block.get(i).text.startsWith("#")) {
                expected.add(block.get(i).text.substring(1).trim());
                i++;
            }
            script.add(command.toString());
            if (command.toString().contains("curl ")) {
                calls.add(new Call(first.line, command.toString(), expected));
            }
        }
    }

    /** Whether a line leaves an odd number of single quotes, so the command goes on. */
    private static boolean quotesOpen(String line) {
        int code = line.indexOf("  #");
        String body = code >= 0 && line.lastIndexOf('\'') < code ? line.substring(0, code) : line;
        return body.chars().filter(c -> c == '\'').count() % 2 == 1;
    }
}
