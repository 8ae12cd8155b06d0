package battleledger.kernel;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the kernel's source for its guards (issue 10, item 2: "Guards are named policies that can be listed"): every
 * place that makes a refusal, {@code RuleViolation.conflict("code", rule, detail)} and its kin or
 * {@code new RuleViolation(Kind.X, "code", rule, detail)}, with the method that encloses it. Comments and the
 * inside of strings are blanked first, so a call in a comment is not counted and a call spread over lines is; a code
 * held in a {@code static final String} constant is read from the constant.
 */
final class GuardScanner {

    /** One refusal site: the code, the factory (its kind), the rule expression (or null) and where. */
    record Site(String code, String kind, String ruleExpression, String file, String guard) {
    }

    static final Pattern FACTORY = Pattern.compile(
            "\\bRuleViolation\\s*\\.\\s*(invalid|notFound|unknown|forbidden|conflict|illegal)\\s*\\(");
    static final Pattern CONSTRUCTOR = Pattern.compile("\\bnew\\s+(?:[\\w.]*\\.)?RuleViolation\\s*\\(");
    static final Pattern STATIC_IMPORT = Pattern.compile(
            "\\bimport\\s+static\\s+battleledger\\.kernel\\.RuleViolation\\.(invalid|notFound|unknown|forbidden|"
                    + "conflict|illegal|\\*)\\s*;");
    static final Pattern KIND = Pattern.compile("(?:[\\w.]*\\.)?Kind\\s*\\.\\s*([A-Z_]+)");
    static final Pattern STRING_CONSTANT = Pattern.compile(
            "\\bstatic\\s+final\\s+String\\s+([A-Z][A-Z0-9_]*)\\s*=\\s*\"([^\"]*)\"\\s*;");
    static final Pattern TYPE = Pattern.compile("(?:^|[\\s@])(class|interface|enum|record)\\s+([A-Za-z_$][\\w$]*)");
    static final Set<String> NOT_METHODS = Set.of("if", "for", "while", "switch", "catch", "synchronized", "try",
            "return", "else", "do", "throw", "assert", "yield");

    private GuardScanner() {
    }

    /**
     * The sites of one source file. {@code constants} holds the {@code static final String} constants of every
     * kernel file, by "Simple.NAME" and by bare name for the file's own; a code that is neither a literal nor such a
     * constant is reported in {@code unreadable}.
     */
    static List<Site> sites(String file, String text, Map<String, String> constants, List<String> unreadable) {
        String masked = mask(text);
        List<int[]> calls = new ArrayList<>(); // {start, argsStart, kindFromFactory?1:0}
        List<String> kinds = new ArrayList<>();
        Matcher m = FACTORY.matcher(masked);
        while (m.find()) {
            calls.add(new int[]{m.start(), m.end()});
            kinds.add(m.group(1));
        }
        Matcher imported = STATIC_IMPORT.matcher(masked);
        while (imported.find()) { // import static ...RuleViolation.conflict (or .*): conflict("code", ...)
            String names = imported.group(1).equals("*") ? "invalid|notFound|unknown|forbidden|conflict|illegal"
                    : imported.group(1);
            Matcher bare = Pattern.compile("(?<![\\w.$])(" + names + ")\\s*\\(").matcher(masked);
            while (bare.find()) {
                if (!masked.substring(0, bare.start()).matches("(?s).*\\bRuleViolation\\s+$")) { // a declaration
                    calls.add(new int[]{bare.start(), bare.end()});
                    kinds.add(bare.group(1));
                }
            }
        }
        m = CONSTRUCTOR.matcher(masked);
        while (m.find()) {
            calls.add(new int[]{m.start(), m.end()});
            kinds.add(null);
        }
        List<Site> out = new ArrayList<>();
        Map<String, String> own = new java.util.HashMap<>(constants);
        Matcher c = STRING_CONSTANT.matcher(text);
        while (c.find()) {
            own.put(c.group(1), c.group(2));
        }
        for (int i = 0; i < calls.size(); i++) {
            List<String> args = arguments(text, masked, calls.get(i)[1]);
            String kind = kinds.get(i);
            int codeAt = 0;
            if (kind == null) { // new RuleViolation(Kind.X, code, rule, detail); a rethrow copies v.kind(), v.code()
                Matcher k = KIND.matcher(args.isEmpty() ? "" : args.get(0));
                if (args.size() == 4 && args.get(1).matches("[\\w.]+\\.code\\(\\)")) {
                    continue;
                }
                if (args.size() != 4 || !k.matches()) {
                    unreadable.add(file + ":" + line(text, calls.get(i)[0]) + " (a kind that is no Kind constant: "
                            + String.join(", ", args) + ")");
                    continue;
                }
                kind = k.group(1).toLowerCase(java.util.Locale.ROOT).replace("not_found", "notFound");
                codeAt = 1;
            }
            String where = file + ":" + line(text, calls.get(i)[0]);
            if (args.size() <= codeAt) {
                unreadable.add(where + " (no arguments)");
                continue;
            }
            String codeArg = args.get(codeAt);
            String code;
            if (codeArg.matches("\"[^\"]*\"")) {
                code = codeArg.substring(1, codeArg.length() - 1);
            } else if (own.containsKey(codeArg.replaceFirst("^(?:[a-z]\\w*\\.)+", ""))) {
                code = own.get(codeArg.replaceFirst("^(?:[a-z]\\w*\\.)+", ""));
            } else {
                unreadable.add(where + " (" + codeArg + ")");
                continue;
            }
            String rule = switch (kind) {
                case "notFound", "unknown" -> null;
                case "invalid" -> codeAt == 0 && args.size() == 2 ? null : args.get(codeAt + 1);
                default -> args.get(codeAt + 1);
            };
            out.add(new Site(code, kind, rule == null || rule.equals("null") ? null : rule, file,
                    guard(masked, calls.get(i)[0])));
        }
        return out;
    }

    static int line(String text, int at) {
        int n = 1;
        for (int i = 0; i < at; i++) {
            if (text.charAt(i) == '\n') {
                n++;
            }
        }
        return n;
    }

    /** The top-level arguments of a call whose '(' ends at {@code from}, from the raw text, trimmed. */
    static List<String> arguments(String text, String masked, int from) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        int start = from;
        for (int i = from; i < masked.length(); i++) {
            char ch = masked.charAt(i);
            if (ch == '(' || ch == '[' || ch == '{') {
                depth++;
            } else if ((ch == ')' || ch == ']' || ch == '}') && depth > 0) {
                depth--;
            } else if (ch == ')' || (ch == ',' && depth == 0)) {
                String arg = text.substring(start, i).strip().replaceAll("\\s+", " ");
                if (!arg.isEmpty() || ch == ',') {
                    out.add(arg);
                }
                if (ch == ')') {
                    return out;
                }
                start = i + 1;
            }
        }
        return out;
    }

    /** The method (with its type when that is not the file's own) that encloses the offset. */
    static String guard(String masked, int at) {
        Deque<String[]> stack = new ArrayDeque<>(); // {"type"|"method"|"", name}
        int boundary = -1;
        for (int i = 0; i < at; i++) {
            char ch = masked.charAt(i);
            if (ch == '{') {
                stack.push(label(masked.substring(boundary + 1, i).strip().replaceAll("\\s+", " "), stack));
                boundary = i;
            } else if (ch == '}') {
                if (!stack.isEmpty()) {
                    stack.pop();
                }
                boundary = i;
            } else if (ch == ';') {
                boundary = i;
            }
        }
        String method = null;
        List<String> types = new ArrayList<>();
        for (String[] s : stack) { // innermost first
            if (method == null && s[0].equals("method")) {
                method = s[1];
            } else if (s[0].equals("type")) {
                types.add(0, s[1]);
            }
        }
        String type = types.size() > 1 ? String.join(".", types.subList(1, types.size())) + "." : "";
        return type + (method == null ? "(initializer)" : method);
    }

    static String[] label(String header, Deque<String[]> stack) {
        if (header.endsWith("->")) {
            return new String[]{"", ""};
        }
        Matcher t = TYPE.matcher(header);
        if (t.find() && balanced(header.substring(0, t.start(1)))) { // not inside a call: an annotation may precede
            return new String[]{"type", t.group(2)};
        }
        if (header.equals("static")) {
            return new String[]{"method", "static {}"};
        }
        String h = header.replaceFirst("\\s*throws\\s+[\\w.,\\s<>]+$", "");
        if (h.endsWith(")")) {
            int depth = 0;
            int open = -1;
            for (int i = h.length() - 1; i >= 0; i--) {
                char ch = h.charAt(i);
                depth += ch == ')' ? 1 : ch == '(' ? -1 : 0;
                if (depth == 0) {
                    open = i;
                    break;
                }
            }
            Matcher name = Pattern.compile("([A-Za-z_$][\\w$]*)\\s*(?:<[^<>]*>)?\\s*$").matcher(h.substring(0,
                    Math.max(open, 0)));
            if (open > 0 && name.find() && !NOT_METHODS.contains(name.group(1))
                    && !h.substring(0, name.start()).matches("(?s).*\\bnew\\s+(?:[\\w$]+\\s*\\.\\s*)*$")) {
                return new String[]{"method", name.group(1)};
            }
            return new String[]{"", ""};
        }
        String[] enclosing = stack.isEmpty() ? null : stack.peek();
        if (enclosing != null && enclosing[0].equals("type") && h.matches("(?:(?:public|protected|private)\\s+)?"
                + Pattern.quote(enclosing[1]))) {
            return new String[]{"method", enclosing[1]}; // a record's compact constructor
        }
        return new String[]{"", ""};
    }

    static boolean balanced(String s) {
        return s.chars().filter(ch -> ch == '(').count() == s.chars().filter(ch -> ch == ')').count();
    }

    /** The text with comments and the inside of string and char literals blanked (same length, newlines kept). */
    static String mask(String s) {
        StringBuilder out = new StringBuilder(s);
        int i = 0;
        while (i < s.length()) {
            char ch = s.charAt(i);
            if (s.startsWith("//", i)) {
                int end = s.indexOf('\n', i);
                i = blank(out, i, end < 0 ? s.length() : end, 0);
            } else if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                i = blank(out, i, end < 0 ? s.length() : end + 2, 0);
            } else if (s.startsWith("\"\"\"", i)) {
                int end = s.indexOf("\"\"\"", i + 3);
                i = blank(out, i, end < 0 ? s.length() : end + 3, 3);
            } else if (ch == '"' || ch == '\'') {
                int j = i + 1;
                while (j < s.length() && s.charAt(j) != ch && s.charAt(j) != '\n') {
                    j += s.charAt(j) == '\\' ? 2 : 1;
                }
                i = blank(out, i, Math.min(j + 1, s.length()), 1);
            } else {
                i++;
            }
        }
        return out.toString();
    }

    /** Blanks [from, to) except {@code keep} characters at either end and newlines; returns {@code to}. */
    private static int blank(StringBuilder out, int from, int to, int keep) {
        for (int k = from + keep; k < to - keep; k++) {
            if (out.charAt(k) != '\n') {
                out.setCharAt(k, ' ');
            }
        }
        return to;
    }
}
