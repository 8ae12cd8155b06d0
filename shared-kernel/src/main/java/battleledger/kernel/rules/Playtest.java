package battleledger.kernel.rules;

/**
 * Citations of {@code 001_e42f358615ad31c5.txt}, the D&D Next playtest "How to Play" text: the core d20 ruleset
 * {@code playtest}. Each constant names the section whose words the code that uses it follows.
 */
public final class Playtest {

    public static final String SEED = "001";

    private Playtest() {
    }

    private static Rule r(String... headings) {
        return Rule.of(SEED, headings);
    }

    // Basic Rules
    public static final Rule CHECKS = r("Basic Rules", "Checks");
    public static final Rule CONTESTS = r("Basic Rules", "Contests");
    public static final Rule ATTACKS = r("Basic Rules", "Attacks");
    public static final Rule SAVING_THROWS = r("Basic Rules", "Saving Throws");
    public static final Rule ADVANTAGE = r("Basic Rules", "Advantage and Disadvantage");

    public static final Rule CHECK_DC = r("Basic Rules", "Checks", "Determining Success");
    public static final Rule NATURAL_1 = r("Combat", "Attack Basics", "Attack Rolls", "Natural 1");
    public static final Rule NATURAL_20 = r("Combat", "Attack Basics", "Attack Rolls", "Natural 20");

    // Ability Scores
    public static final Rule ABILITY_MODIFIERS = r("Ability Scores", "Ability Modifiers");
    public static final Rule ABILITY_SCORES = r("Ability Scores");
    public static final Rule CARRYING_CAPACITY = r("Ability Scores", "Strength", "Carrying Capacity");

    // Combat
    public static final Rule COMBAT_SEQUENCE = r("Combat", "The Combat Sequence");
    public static final Rule THE_ROUND = r("Combat", "The Round");
    public static final Rule SURPRISE = r("Combat", "Surprise");
    public static final Rule INITIATIVE = r("Combat", "Initiative");
    public static final Rule INITIATIVE_TIES = r("Combat", "Initiative", "Resolving Ties");
    public static final Rule TAKING_A_TURN = r("Combat", "Taking a Turn");
    public static final Rule REACTIONS = r("Combat", "Taking a Turn", "Reactions");
    public static final Rule MOVEMENT_IN_COMBAT = r("Combat", "Movement in Combat");
    public static final Rule OPPORTUNITY_ATTACKS = r("Combat", "Movement in Combat", "Opportunity Attacks");
    public static final Rule MOVING_AROUND = r("Combat", "Movement in Combat", "Moving Around Other Creatures");
    public static final Rule ACTIONS = r("Combat", "Actions in Combat");
    public static final Rule ATTACK_ACTION = r("Combat", "Actions in Combat", "Attack");
    public static final Rule CAST_A_SPELL_ACTION = r("Combat", "Actions in Combat", "Cast a Spell");
    public static final Rule COUP_DE_GRACE = r("Combat", "Actions in Combat", "Coup de Grace");
    public static final Rule DISENGAGE = r("Combat", "Actions in Combat", "Disengage");
    public static final Rule DODGE = r("Combat", "Actions in Combat", "Dodge");
    public static final Rule HELP = r("Combat", "Actions in Combat", "Help");
    public static final Rule HIDE = r("Combat", "Actions in Combat", "Hide");
    public static final Rule HUSTLE = r("Combat", "Actions in Combat", "Hustle");
    public static final Rule IMPROVISE = r("Combat", "Actions in Combat", "Improvise");
    public static final Rule READY = r("Combat", "Actions in Combat", "Ready an Action");
    public static final Rule SEARCH = r("Combat", "Actions in Combat", "Search");
    public static final Rule USE_AN_ITEM = r("Combat", "Actions in Combat", "Use an Item");
    public static final Rule ATTACK_BASICS = r("Combat", "Attack Basics");
    public static final Rule ATTACK_ROLLS = r("Combat", "Attack Basics", "Attack Rolls");
    public static final Rule COVER = r("Combat", "Attack Basics", "Cover");
    public static final Rule UNSEEN_TARGET = r("Combat", "Attack Basics", "Attacking an Unseen Target");
    public static final Rule HIDDEN_TARGETS = r("Combat", "Attack Basics", "Attacking an Unseen Target", "Hidden Targets");
    public static final Rule MELEE_ATTACKS = r("Combat", "Attack Basics", "Melee Attacks");
    public static final Rule RANGED_ATTACKS = r("Combat", "Attack Basics", "Ranged Attacks");
    public static final Rule RANGED_IN_MELEE = r("Combat", "Attack Basics", "Ranged Attacks", "Ranged Attacks in Melee");
    public static final Rule DAMAGE_ROLLS = r("Combat", "Attack Basics", "Damage Rolls");
    public static final Rule CRITICAL_HIT = r("Combat", "Attack Basics", "Damage Rolls", "Critical Hit");
    public static final Rule DAMAGE_TYPE = r("Combat", "Attack Basics", "Damage Rolls", "Damage Type");

    // Exploration
    public static final Rule STEALTH = r("Exploration", "Stealth");
    public static final Rule HIDDEN = r("Exploration", "Stealth", "Benefits of Being Hidden");
    public static final Rule SPOTTING = r("Exploration", "Perception", "Spotting a Hidden Creature");
    public static final Rule STAND_UP = r("Exploration", "Movement", "Modes of Movement", "Stand Up");
    public static final Rule CRAWL = r("Exploration", "Movement", "Modes of Movement", "Crawl");

    // Damage and Dying
    public static final Rule HIT_POINTS = r("Damage and Dying", "Hit Points");
    public static final Rule DYING = r("Damage and Dying", "Dying (0 Hit Points or Fewer)");
    public static final Rule DEATH_SAVES = r("Damage and Dying", "Dying (0 Hit Points or Fewer)", "Death Saving Throws");
    public static final Rule MONSTERS_AND_DYING = r("Damage and Dying", "Dying (0 Hit Points or Fewer)", "Monsters and Dying");
    public static final Rule DEAD = r("Damage and Dying", "Dead");
    public static final Rule STABILIZED = r("Damage and Dying", "Stabilized");
    public static final Rule NONLETHAL = r("Damage and Dying", "Nonlethal Damage");
    public static final Rule HEALING = r("Damage and Dying", "Healing");
    public static final Rule RESTING = r("Damage and Dying", "Resting");
    public static final Rule LONG_REST = r("Damage and Dying", "Resting", "Long Rest");

    // Conditions
    public static final Rule CONDITIONS = r("Conditions");

    // Magic
    public static final Rule MAGIC = r("Magic");
    public static final Rule CASTING_A_SPELL = r("Magic", "Casting a Spell");
    public static final Rule SPELL_COMPONENTS = r("Magic", "Casting a Spell", "Spell Components");
    public static final Rule SPELLCASTING_IN_MELEE = r("Magic", "Spell Disruption", "Spellcasting in Melee");
    public static final Rule ENVIRONMENTAL_DISRUPTIONS = r("Magic", "Spell Disruption", "Environmental Disruptions");
    public static final Rule CASTING_TIME = r("Magic", "Casting Time");
    public static final Rule SPELL_RANGE = r("Magic", "Range");
    public static final Rule SPELL_TARGETS = r("Magic", "Targets");
    public static final Rule AREAS_OF_EFFECT = r("Magic", "Areas of Effect");
    public static final Rule DURATION = r("Magic", "Duration");
    public static final Rule SPELL_SAVES = r("Magic", "Spells and Saving Throws");
    public static final Rule ATTACK_SPELLS = r("Magic", "Attack Spells");
    public static final Rule STACKING = r("Magic", "Combining Magical Effects", "Stacking");
    public static final Rule ORDER_OF_OPERATIONS = r("Magic", "Combining Magical Effects", "Order of Operations");
    public static final Rule MINOR_SPELLS = r("Magic", "Minor Spells");
    public static final Rule RITUALS = r("Magic", "Rituals");

    // Exploration, and the rules that keep time between fights (issue 17): time, modes of movement, stealth
    public static final Rule TIME = r("Exploration", "Time");
    public static final Rule ROUNDS = r("Exploration", "Time", "Rounds");
    public static final Rule SHORT_REST = r("Damage and Dying", "Resting", "Short Rest");
    public static final Rule CONDITIONS_FOR_STEALTH = r("Exploration", "Stealth", "Conditions for Stealth");
    public static final Rule LONG_JUMP = r("Exploration", "Movement", "Modes of Movement", "Long Jump");
    public static final Rule HIGH_JUMP = r("Exploration", "Movement", "Modes of Movement", "High Jump");
    public static final Rule CLIMB = r("Exploration", "Movement", "Modes of Movement", "Climb");
    public static final Rule SWIM = r("Exploration", "Movement", "Modes of Movement", "Swim");
    public static final Rule STAYING_QUIET = r("Exploration", "Stealth", "Staying Quiet");
}
