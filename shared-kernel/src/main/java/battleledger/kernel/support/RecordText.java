package battleledger.kernel.support;

import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Map;

/**
 * A record as JSON text, for a person reading where a stored battle differs from the rules (the verification's
 * difference, a refused battle file): {@code {"type":"InitiativeRolled","step":5,"combatant":"teresa",...}} rather
 * than Java's {@code InitiativeRolled[step=5, ...]}. For reading only: nothing parses it back.
 */
public final class RecordText {

    private RecordText() {
    }

    public static String of(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value, true);
        return out.toString();
    }

    private static void write(StringBuilder out, Object value, boolean typed) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof Enum<?> e) {
            quote(out, e.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        } else if (value instanceof Collection<?> c) {
            out.append('[');
            String sep = "";
            for (Object o : c) {
                out.append(sep);
                write(out, o, false);
                sep = ",";
            }
            out.append(']');
        } else if (value instanceof Map<?, ?> m) {
            out.append('{');
            String sep = "";
            for (Map.Entry<?, ?> e : m.entrySet()) {
                out.append(sep);
                quote(out, String.valueOf(e.getKey()));
                out.append(':');
                write(out, e.getValue(), false);
                sep = ",";
            }
            out.append('}');
        } else if (value.getClass().isRecord()) {
            record(out, (Record) value, typed);
        } else {
            quote(out, String.valueOf(value));
        }
    }

    private static void record(StringBuilder out, Record r, boolean typed) {
        out.append('{');
        String sep = "";
        if (typed) {
            out.append("\"type\":");
            quote(out, r.getClass().getSimpleName());
            sep = ",";
        }
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            Object v;
            try {
                v = c.getAccessor().invoke(r);
            } catch (ReflectiveOperationException e) {
                v = "?";
            }
            if (v == null) {
                continue;
            }
            out.append(sep);
            quote(out, c.getName());
            out.append(':');
            write(out, v, false);
            sep = ",";
        }
        out.append('}');
    }

    private static void quote(StringBuilder out, String s) {
        out.append('"');
        for (char ch : s.toCharArray()) {
            switch (ch) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                default -> {
                    if (ch < 0x20) {
                        out.append(String.format("\\u%04x", (int) ch));
                    } else {
                        out.append(ch);
                    }
                }
            }
        }
        out.append('"');
    }
}
