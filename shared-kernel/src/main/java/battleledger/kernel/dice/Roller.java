package battleledger.kernel.dice;

import battleledger.kernel.rules.Rule;

import java.util.ArrayList;
import java.util.List;

/** Rolls dice expressions against a {@link Dice} source and records the result as a {@link Roll}. */
public final class Roller {

    private Roller() {
    }

    /**
     * Rolls an expression. The expression's constant becomes a modifier with the source "fixed"; the other
     * modifiers are added as given.
     */
    public static Roll roll(Dice dice, String roller, String purpose, DiceExpression expression,
                            List<Modifier> modifiers, Rule rule) {
        ManualDice.need(dice, roller, purpose, expression);
        List<Integer> drawn = new ArrayList<>();
        List<Integer> kept = new ArrayList<>();
        for (DiceTerm term : expression.terms()) {
            List<Integer> values = new ArrayList<>(term.count());
            for (int i = 0; i < term.count(); i++) {
                values.add(dice.draw(term.faces()));
            }
            drawn.addAll(values);
            kept.addAll(keep(term, values));
        }
        return record(roller, purpose, expression, drawn, kept, modifiers, rule);
    }

    /**
     * The maximum result of an expression without drawing a die: a critical hit "deals the maximum possible damage
     * for the attack" (001 › Combat › Attack Rolls › Natural 20). The dice are recorded at their maximum.
     */
    public static Roll maximum(String roller, String purpose, DiceExpression expression, List<Modifier> modifiers,
                               Rule rule) {
        List<Integer> values = new ArrayList<>();
        for (DiceTerm term : expression.terms()) {
            for (int i = 0; i < term.keptCount(); i++) {
                values.add(term.faces());
            }
        }
        return record(roller, purpose, expression, List.of(), values, modifiers, rule);
    }

    private static Roll record(String roller, String purpose, DiceExpression expression, List<Integer> drawn,
                               List<Integer> kept, List<Modifier> modifiers, Rule rule) {
        List<Modifier> all = new ArrayList<>();
        if (expression.constant() != 0) {
            all.add(new Modifier("fixed", expression.constant()));
        }
        all.addAll(modifiers);
        int total = kept.stream().mapToInt(Integer::intValue).sum() + all.stream().mapToInt(Modifier::value).sum();
        return new Roll(roller, purpose, expression.diceOnly().toString(), drawn, kept, all, total, null, null,
                rule == null ? null : rule.citation());
    }

    static List<Integer> keep(DiceTerm term, List<Integer> values) {
        if (term.keep().mode() == DiceTerm.Keep.Mode.ALL) {
            return values;
        }
        // Keep the chosen dice in the order they were rolled, so the record reads like the table.
        List<Integer> sorted = new ArrayList<>(values);
        sorted.sort(term.keep().mode() == DiceTerm.Keep.Mode.HIGHEST ? (a, b) -> b - a : (a, b) -> a - b);
        List<Integer> chosen = new ArrayList<>(sorted.subList(0, term.keptCount()));
        List<Integer> kept = new ArrayList<>();
        for (Integer v : values) {
            if (chosen.remove(v)) {
                kept.add(v);
            }
        }
        return kept;
    }
}
