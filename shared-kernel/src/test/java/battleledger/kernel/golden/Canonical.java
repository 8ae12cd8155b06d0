package battleledger.kernel.golden;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.event.EncounterEvent;

import java.lang.reflect.Array;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * An event's content as canonical text, shaped like the stored JSON: an event or a command names its type (its
 * record's simple name, the store's {@code type}); every other record is its components by name, in declaration
 * order, whatever the record is called (so moving a payload into a record of its own keeps the text); enums by
 * name; maps sorted by key. Two events have the same text exactly when the store would hold the same JSON.
 */
final class Canonical {

    private Canonical() {
    }

    static String of(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object v, StringBuilder out) {
        if (v == null) {
            out.append("null");
        } else if (v instanceof CharSequence s) {
            quote(s.toString(), out);
        } else if (v instanceof Number || v instanceof Boolean) {
            out.append(v);
        } else if (v instanceof Character c) {
            quote(String.valueOf(c), out);
        } else if (v instanceof Enum<?> e) {
            out.append(e.name());
        } else if (v instanceof Optional<?> o) {
            write(o.orElse(null), out);
        } else if (v instanceof Map<?, ?> m) {
            TreeMap<String, Object> sorted = new TreeMap<>();
            m.forEach((k, x) -> sorted.put(String.valueOf(k instanceof Enum<?> e ? e.name() : k), x));
            out.append('{');
            boolean first = true;
            for (Map.Entry<String, Object> e : sorted.entrySet()) {
                out.append(first ? "" : ",");
                first = false;
                quote(e.getKey(), out);
                out.append(':');
                write(e.getValue(), out);
            }
            out.append('}');
        } else if (v instanceof Collection<?> c) {
            out.append('[');
            boolean first = true;
            for (Object x : c) {
                out.append(first ? "" : ",");
                first = false;
                write(x, out);
            }
            out.append(']');
        } else if (v.getClass().isArray()) {
            out.append('[');
            for (int i = 0; i < Array.getLength(v); i++) {
                out.append(i == 0 ? "" : ",");
                write(Array.get(v, i), out);
            }
            out.append(']');
        } else if (v instanceof Record r) {
            out.append('{');
            boolean first = true;
            if (r instanceof EncounterEvent || r instanceof EncounterCommand) {
                out.append("\"type\":");
                quote(r.getClass().getSimpleName(), out);
                first = false;
            }
            for (RecordComponent rc : r.getClass().getRecordComponents()) {
                if (absent(r, rc)) {
                    continue; // a component added later, not written when null (as the store does)
                }
                out.append(first ? "" : ",");
                first = false;
                quote(rc.getName(), out);
                out.append(':');
                try {
                    rc.getAccessor().setAccessible(true);
                    write(rc.getAccessor().invoke(r), out);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot read " + r.getClass().getName() + "." + rc.getName(), e);
                }
            }
            out.append('}');
        } else {
            throw new IllegalArgumentException("no canonical text for a " + v.getClass().getName()
                    + ": events hold records, enums, strings, numbers, lists and maps");
        }
    }

    private static boolean absent(Record r, RecordComponent rc) {
        if (!rc.isAnnotationPresent(battleledger.kernel.support.OmittedWhenAbsent.class)) {
            return false;
        }
        try {
            rc.getAccessor().setAccessible(true);
            return rc.getAccessor().invoke(r) == null;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + r.getClass().getName() + "." + rc.getName(), e);
        }
    }

    private static void quote(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
