package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.ruleset.dragonbane.CastRequest.SpellTarget;

import java.util.List;

/** A small builder of cast requests for the tests. */
record Casts(Fighter caster, String spell, Integer power, String body, List<String> exempt, boolean grimoire,
             String dragonChoice, List<SpellTarget> targets, boolean inCombat, boolean action,
             List<String> banes) {

    static Casts of(Fighter caster, String spell) {
        return new Casts(caster, spell, null, null, List.of(), false, null, List.of(), true, true, List.of());
    }

    Casts power(int p) {
        return new Casts(caster, spell, p, body, exempt, grimoire, dragonChoice, targets, inCombat, action, banes);
    }

    Casts at(String id, int meters) {
        List<SpellTarget> more = new java.util.ArrayList<>(targets);
        more.add(new SpellTarget(id, meters));
        return new Casts(caster, spell, power, body, exempt, grimoire, dragonChoice, more, inCombat, action, banes);
    }

    Casts body(String die) {
        return new Casts(caster, spell, power, die, exempt, grimoire, dragonChoice, targets, inCombat, action, banes);
    }

    Casts exempt(String... ids) {
        return new Casts(caster, spell, power, body, List.of(ids), grimoire, dragonChoice, targets, inCombat, action,
                banes);
    }

    Casts fromGrimoire() {
        return new Casts(caster, spell, power, body, exempt, true, dragonChoice, targets, inCombat, action, banes);
    }

    Casts onDragon(String choice) {
        return new Casts(caster, spell, power, body, exempt, grimoire, choice, targets, inCombat, action, banes);
    }

    Casts outOfCombat() {
        return new Casts(caster, spell, power, body, exempt, grimoire, dragonChoice, targets, false, action, banes);
    }

    Casts actionUsed() {
        return new Casts(caster, spell, power, body, exempt, grimoire, dragonChoice, targets, inCombat, false, banes);
    }

    Casts bane(String source) {
        return new Casts(caster, spell, power, body, exempt, grimoire, dragonChoice, targets, inCombat, action,
                List.of(source));
    }

    CastRequest request() {
        return new CastRequest(caster, Grimoire.spell(spell), power, body, exempt, grimoire, dragonChoice, targets,
                inCombat, action, banes);
    }

    CastOutcome with(Integer... dice) {
        return Casting.cast(request(), Mages.dice(dice));
    }
}
