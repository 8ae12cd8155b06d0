package battleledger.kernel.narration;

import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

/**
 * Tells each event in one line, for the log: names instead of ids, the dice and modifiers of every roll, and the
 * rule that applied. It reads the battle as it was just before the event. The lines themselves live with their
 * area ({@link SetupLines}, {@link TimelineLines}, ...).
 */
public final class Narrator {

    private static final Map<Class<?>, BiFunction<Battle, EncounterEvent, Line>> LINES = new HashMap<>();

    static {
        SetupLines.register();
        TimelineLines.register();
        ActionLines.register();
        CombatLines.register();
        StanceLines.register();
        SpellLines.register();
        ExplorationLines.register();
        DiceLines.register();
        DefenceLines.register();
        WillpowerLines.register();
    }

    private Narrator() {
    }

    static <E extends EncounterEvent> void on(Class<E> type, BiFunction<Battle, E, Line> f) {
        LINES.put(type, (b, e) -> f.apply(b, type.cast(e)));
    }

    /** The line for an event, told against the battle as it stood before the event. */
    public static Line narrate(Battle before, EncounterEvent event) {
        BiFunction<Battle, EncounterEvent, Line> f = LINES.get(event.getClass());
        return f == null ? new Line(event.getClass().getSimpleName() + ".", null, List.of()) : f.apply(before, event);
    }

    public static boolean tells(Class<?> type) {
        return LINES.containsKey(type);
    }

    static Line line(String text, battleledger.kernel.rules.Rule rule) {
        return new Line(text, rule == null ? null : rule.citation(), List.of());
    }

    /** A roll in words: {@code 1d20 (14) + 2 dex = 16}, with kept and dropped dice. */
    public static String show(Roll r) {
        StringBuilder b = new StringBuilder(r.expression());
        if (!r.dice().isEmpty()) {
            b.append(" (").append(join(r.dice()));
            if (!r.kept().equals(r.dice())) {
                b.append("; kept ").append(join(r.kept()));
            }
            b.append(')');
        } else if (!r.kept().isEmpty()) {
            b.append(" (maximum ").append(join(r.kept())).append(')');
        }
        for (Modifier m : r.modifiers()) {
            b.append(m.value() < 0 ? " − " : " + ").append(Math.abs(m.value())).append(' ').append(m.source());
        }
        b.append(" = ").append(r.total());
        if (r.against() != null) {
            b.append(" against ").append(r.against());
        }
        if (r.outcome() != null) {
            b.append(": ").append(r.outcome());
        }
        return b.toString();
    }

    static String join(List<Integer> values) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    static String name(Battle b, String id) {
        Combatant c = id == null ? null : b.combatant(id);
        return c == null ? String.valueOf(id) : c.stats().name();
    }

    static String names(Battle b, List<String> ids) {
        return ids.stream().map(id -> name(b, id)).collect(Collectors.joining(", "));
    }
}
